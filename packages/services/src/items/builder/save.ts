/**
 * Saving the builder form (items/save; docs/product/items-and-fees.md): create or update one item with its
 * custom fields, targets, recurrence and package entries in one transaction, after the server's checks. A
 * not-ready item is saved only as a draft; a draft is neither active nor visible.
 */
import { isUniqueViolation, Prisma, type DbTx } from "@paydesk/db";
import {
  AppError,
  assertMayTouchItem,
  assertMayUseCategory,
  checkItemReadiness,
  payForItemPath,
  saveBlockedMessage,
  setDraft,
  type Readiness,
} from "@paydesk/domain";
import {
  BUILDER_MESSAGES,
  ITEM_FORM_MESSAGES,
  ITEM_MESSAGES,
  type TItemForm,
  type TSaveItemRequest,
  type TUpdateItemRequest,
} from "@paydesk/validators";
import { companyInScope } from "../../platform/company-scope.ts";
import { recordAudit } from "../../platform/audit.ts";
import { newItemCode } from "./code.ts";
import { ITEM_FORM_COLUMNS, recurringFormOf } from "./form-of.ts";
import { readinessDraftOf } from "./readiness.ts";
import { bundleRows, customFieldRows, itemColumnsOf, recurrenceRow, targetRows, type ItemColumns } from "./record.ts";
import { checkReferences, type OwnerCompany } from "./references.ts";
import type { SaveItemResult } from "./types.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";

/** Codes are 50 random bits; a second collision in a row would mean a broken generator. */
const CODE_ATTEMPTS = 3;

interface Flags {
  isDraft: boolean;
  active: boolean;
  visible: boolean;
  status: "ACTIVE" | "DRAFT" | "TRASH";
}

/** The readiness problems in the error's field map, one entry per highlighted input or area. */
function problemFields(readiness: Readiness): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const problem of readiness.problems) {
    const key = problem.input ?? problem.area;
    fields[key] = fields[key] ? `${fields[key]} ${problem.message}` : problem.message;
  }
  return fields;
}

function readinessOf(columns: ItemColumns, form: TItemForm): Readiness {
  return checkItemReadiness(
    readinessDraftOf({
      description: columns.description,
      coaId: columns.coaId,
      amountType: form.amountType,
      amountCents: columns.amountCents,
      feeType: form.feeType,
      feeCents: columns.feeCents,
      availableToUsers: columns.availableToUsers,
      disableGuest: form.disableGuest,
      visible: form.visible,
      customFields: form.customFields,
    }),
  );
}

/** Save as draft resets active and visible; otherwise the draft flag clears. Trash stays trash. */
function flagsOf(form: TItemForm, previousStatus: Flags["status"] | null): { flags: Flags; message: string | null } {
  const change = setDraft(
    { isDraft: false, active: form.active, visible: form.visible, disableGuest: form.disableGuest },
    form.saveAsDraft,
  );
  const { isDraft, active, visible } = change.flags;
  const status = previousStatus === "TRASH" ? "TRASH" : isDraft ? "DRAFT" : "ACTIVE";
  return { flags: { isDraft, active, visible, status }, message: change.message };
}

/** A unique violation on the item's code; Prisma's error names the clashing fields in its meta. */
function isCodeClash(error: unknown): boolean {
  if (!isUniqueViolation(error)) return false;
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return true;
  return JSON.stringify(error.meta ?? {}).includes("code");
}

async function replaceChildren(tx: DbTx, form: TItemForm, itemId: number): Promise<void> {
  await tx.itemCustomField.deleteMany({ where: { itemId } });
  await tx.itemTarget.deleteMany({ where: { itemId } });
  await tx.itemBundleEntry.deleteMany({ where: { bundleId: itemId } });
  await tx.itemRecurrence.deleteMany({ where: { itemId } });
  const fields = customFieldRows(form, itemId);
  if (fields.length) await tx.itemCustomField.createMany({ data: fields });
  const targets = targetRows(form, itemId);
  if (targets.length) await tx.itemTarget.createMany({ data: targets });
  const bundle = bundleRows(form, itemId);
  if (bundle.length) await tx.itemBundleEntry.createMany({ data: bundle });
  const recurrence = recurrenceRow(form, itemId);
  if (recurrence) await tx.itemRecurrence.create({ data: recurrence });
}

/** A new sold-out message typed in the form is created for the company and chosen. */
async function soldOutMessageId(tx: DbTx, form: TItemForm, company: OwnerCompany): Promise<number | null> {
  if (form.newSoldOutMessage === null) return form.soldOutMessageId;
  const created = await tx.soldOutMessage.create({ data: { companyId: company.id, text: form.newSoldOutMessage } });
  return created.id;
}

/** What the audit log keeps of an item: its columns and the counts of its child rows. */
function auditSnapshot(columns: Record<string, unknown>, form?: TItemForm): Record<string, unknown> {
  const snapshot: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(columns)) snapshot[key] = value instanceof Date ? value.toISOString() : value;
  if (form) {
    snapshot.customFields = form.customFields.length;
    snapshot.targets = form.targets.length;
    snapshot.bundle = form.type === "multi" ? form.bundle.length : 0;
    snapshot.recurring = recurringFormOf(recurrenceRow(form, 0));
  }
  return snapshot;
}

/** Only what changed, before and after, so the log says what the save did. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was as Prisma.InputJsonObject, after: now as Prisma.InputJsonObject };
}

async function prepare(
  tx: ActorTxContext,
  form: TItemForm,
  company: OwnerCompany & { defaultTaxHundredths: number },
  itemId: number | null,
) {
  await checkReferences(tx, company, form, itemId);
  const columns = itemColumnsOf(form, company);
  const readiness = readinessOf(columns, form);
  if (saveBlockedMessage(readiness, { asDraft: form.saveAsDraft })) {
    throw new AppError("BAD_REQUEST", ITEM_MESSAGES.draftOnly, problemFields(readiness));
  }
  return { columns, readiness };
}

function result(
  item: { id: number; code: string; slug: string } & Flags,
  readiness: Readiness,
  message: string | null,
): SaveItemResult {
  return {
    itemId: item.id,
    code: item.code,
    status: item.status,
    isDraft: item.isDraft,
    payForPath: payForItemPath(item.slug, item.code),
    readiness,
    message: message ?? ITEM_MESSAGES.saved,
  };
}

async function ownerCompany(tx: ActorTxContext, companyId: number | undefined) {
  const { actor } = tx;
  const scoped = await companyInScope(tx.db, actor, companyId);
  const company = await tx.db.company.findUniqueOrThrow({
    where: { id: scoped.id },
    select: { id: true, path: true, defaultTaxHundredths: true },
  });
  return company;
}

export async function createItem(ctx: ActorContext, form: TItemForm): Promise<SaveItemResult> {
  const { actor } = ctx;
  // Cheap refusals first, outside the transaction.
  assertMayUseCategory(actor, form.categoryId);
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx, async (tx) => {
        const company = await ownerCompany(tx, form.companyId);
        const { columns, readiness } = await prepare(tx, form, company, null);
        const { flags, message } = flagsOf(form, null);
        let code = newItemCode();
        while (await tx.db.item.findUnique({ where: { code }, select: { id: true } })) code = newItemCode();
        const item = await tx.db.item.create({
          data: {
            ...columns,
            ...flags,
            code,
            companyId: company.id,
            soldOutMessageId: await soldOutMessageId(tx.db, form, company),
            createdById: actor.userId,
            updatedById: actor.userId,
          },
        });
        await replaceChildren(tx.db, form, item.id);
        await recordAudit(tx, {
          action: "item.created",
          entity: "item",
          entityId: item.id,
          companyId: company.id,
          after: auditSnapshot(
            { ...columns, ...flags, code, soldOutMessageId: item.soldOutMessageId },
            form,
          ) as Prisma.InputJsonObject,
        });
        return result(item, readiness, message);
      });
    } catch (error) {
      // Another save took the code between the check and the insert: draw again.
      if (attempt < CODE_ATTEMPTS && isCodeClash(error)) continue;
      throw error;
    }
  }
}

const ITEM_AUDIT_SELECT = {
  ...ITEM_FORM_COLUMNS,
  recurrence: true,
  _count: { select: { customFields: true, targets: true, bundleEntries: true } },
} satisfies Prisma.ItemSelect;

export async function updateItem(ctx: ActorContext, input: TUpdateItemRequest): Promise<SaveItemResult> {
  const { actor } = ctx;
  const { itemId, ...form } = input;
  return inTransaction(ctx, async (tx) => {
    const existing = await tx.db.item.findUnique({ where: { id: itemId }, select: ITEM_AUDIT_SELECT });
    if (!existing) throw new AppError("NOT_FOUND", ITEM_FORM_MESSAGES.noSuchItem);
    const company = {
      id: existing.companyId,
      path: existing.company.path,
      defaultTaxHundredths: existing.company.defaultTaxHundredths,
    };
    // The item's current category must be the actor's too, not only the one it moves to.
    assertMayTouchItem(actor, { companyPath: company.path, categoryId: existing.categoryId });
    if (form.companyId !== undefined && form.companyId !== company.id) {
      throw new AppError("BAD_REQUEST", BUILDER_MESSAGES.companyFixed, { companyId: BUILDER_MESSAGES.companyFixed });
    }
    const { columns, readiness } = await prepare(tx, form, company, itemId);
    const { flags, message } = flagsOf(form, existing.status);
    const item = await tx.db.item.update({
      where: { id: itemId },
      data: { ...columns, ...flags, soldOutMessageId: await soldOutMessageId(tx.db, form, company), updatedById: actor.userId },
    });
    await replaceChildren(tx.db, form, itemId);
    const { company: _company, recurrence, _count, id: _id, companyId: _companyId, code: _code, ...before } = existing;
    const diff = changes(
      auditSnapshot({
        ...before,
        customFields: _count.customFields,
        targets: _count.targets,
        bundle: _count.bundleEntries,
        recurring: recurringFormOf(recurrence),
      }),
      auditSnapshot({ ...columns, ...flags, soldOutMessageId: item.soldOutMessageId }, form),
    );
    await recordAudit(tx, { action: "item.updated", entity: "item", entityId: itemId, companyId: company.id, ...diff });
    return result(item, readiness, message);
  });
}

/** POST /{module}/items/save: one call for both, as the legacy form posted. */
export async function saveItem(ctx: ActorContext, input: TSaveItemRequest): Promise<SaveItemResult> {
  const { itemId, ...form } = input;
  return itemId === undefined ? createItem(ctx, form) : updateItem(ctx, { ...form, itemId });
}
