/**
 * What a saved item may point at. Every id in the form comes from the browser, so each is checked
 * against the owner company on the server: a category of the company or of a company above it
 * (categories are inherited down the tree, see acl/categories.ts), and allowed to a
 * category-restricted actor; a payee of the company or above; a primary and a sub account of that
 * payee usable at the company (coa/accounts.ts: the chart is kept per payee,
 * docs/product/chart-of-accounts.md); the company's own image and sold-out message; package items of the same
 * company that are not packages themselves; targets inside the company's subtree.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, assertMayUseCategory } from "@paydesk/domain";
import { BUILDER_MESSAGES, type TItemForm, type TItemTargetInput } from "@paydesk/validators";
import { pathIds } from "../../platform/company-scope.ts";
import { coaUsableWhere } from "../../coa/accounts.ts";
import { groupsVisibleFromWhere } from "../../groups/visible.ts";
import type { ActorTxContext } from "../../platform/context.ts";

export interface OwnerCompany {
  id: number;
  path: string;
}

const invalid = (field: string) => new AppError("BAD_REQUEST", BUILDER_MESSAGES.invalidChoice, { [field]: BUILDER_MESSAGES.invalidChoice });

async function checkCategory(tx: DbTx, company: OwnerCompany, categoryId: number | null): Promise<void> {
  if (categoryId === null) return;
  const found = await tx.category.findFirst({ where: { id: categoryId, companyId: { in: pathIds(company.path) } }, select: { id: true } });
  if (!found) throw invalid("categoryId");
}

async function checkPayee(tx: DbTx, company: OwnerCompany, settlementAccountId: number | null): Promise<void> {
  if (settlementAccountId === null) return;
  const found = await tx.settlementAccount.findFirst({
    where: { id: settlementAccountId, companyId: { in: pathIds(company.path) } },
    select: { id: true },
  });
  if (!found) throw invalid("settlementAccountId");
}

/** An account of the item's own payee (none without a payee), usable at the company. Runs after checkPayee. */
async function checkAccount(tx: DbTx, company: OwnerCompany, form: TItemForm, kind: "PRIMARY" | "SUB", field: "coaId" | "subCoaId") {
  const id = form[field];
  if (id === null) return;
  if (form.settlementAccountId === null) throw invalid(field);
  const found = await tx.chartAccount.findFirst({
    where: { AND: [{ id, kind }, coaUsableWhere(form.settlementAccountId, company)] },
    select: { id: true },
  });
  if (!found) throw invalid(field);
}

async function checkOwnRow(
  find: () => Promise<{ companyId: number } | null>,
  company: OwnerCompany,
  field: string,
): Promise<void> {
  const row = await find();
  if (!row || row.companyId !== company.id) throw invalid(field);
}

async function checkBundle(tx: DbTx, company: OwnerCompany, form: TItemForm, itemId: number | null): Promise<void> {
  if (form.type !== "multi" || form.bundle.length === 0) return;
  const ids = form.bundle.map((entry) => entry.itemId);
  if (new Set(ids).size !== ids.length || (itemId !== null && ids.includes(itemId))) throw invalid("bundle");
  const found = await tx.item.findMany({
    where: { id: { in: ids }, companyId: company.id, type: { not: "MULTI" }, status: { not: "TRASH" } },
    select: { id: true },
  });
  if (found.length !== ids.length) throw invalid("bundle");
}

/** A package cannot sit inside another package: an item in one may not become one. */
async function checkNotNested(tx: DbTx, form: TItemForm, itemId: number | null): Promise<void> {
  if (form.type !== "multi" || itemId === null) return;
  if (await tx.itemBundleEntry.findFirst({ where: { itemId }, select: { bundleId: true } })) throw invalid("type");
}

const inSubtree = (company: OwnerCompany) => ({ path: { startsWith: company.path } });

async function checkTargets(tx: DbTx, company: OwnerCompany, targets: readonly TItemTargetInput[]): Promise<void> {
  const studentIds = targets.flatMap((t) => (t.kind === "student" ? [t.studentId] : []));
  const groupIds = targets.flatMap((t) => (t.kind === "group" ? [t.groupId] : []));
  const sites = targets.flatMap((t) => (t.kind === "school" || t.kind === "district" ? [t] : []));
  if (studentIds.length) {
    const n = await tx.student.count({ where: { id: { in: studentIds }, company: inSubtree(company) } });
    if (n !== new Set(studentIds).size) throw invalid("targets");
  }
  if (groupIds.length) {
    const n = await tx.studentGroup.count({ where: { id: { in: groupIds }, ...groupsVisibleFromWhere(company.path) } });
    if (n !== new Set(groupIds).size) throw invalid("targets");
  }
  for (const site of sites) {
    const found = await tx.company.findFirst({
      where: { id: site.companyId, kind: site.kind === "school" ? "SCHOOL" : "DISTRICT", ...inSubtree(company) },
      select: { id: true },
    });
    if (!found) throw invalid("targets");
  }
}

/** Every reference of the form, checked against the owner company. */
/**
 * Every reference of the form, checked in the save's transaction (category restrictions first:
 * docs/product/accounts-and-roles.md).
 */
export async function checkReferences(ctx: ActorTxContext, company: OwnerCompany, form: TItemForm, itemId: number | null): Promise<void> {
  const tx = ctx.db;
  assertMayUseCategory(ctx.actor, form.categoryId);
  await checkCategory(tx, company, form.categoryId);
  await checkPayee(tx, company, form.settlementAccountId);
  await checkAccount(tx, company, form, "PRIMARY", "coaId");
  await checkAccount(tx, company, form, "SUB", "subCoaId");
  if (form.imageId !== null) {
    const imageId = form.imageId;
    await checkOwnRow(() => tx.image.findUnique({ where: { id: imageId }, select: { companyId: true } }), company, "imageId");
  }
  if (form.soldOutMessageId !== null && form.newSoldOutMessage === null) {
    const soldOutId = form.soldOutMessageId;
    await checkOwnRow(() => tx.soldOutMessage.findUnique({ where: { id: soldOutId }, select: { companyId: true } }), company, "soldOutMessageId");
  }
  await checkBundle(tx, company, form, itemId);
  await checkNotNested(tx, form, itemId);
  await checkTargets(tx, company, form.targets);
}
