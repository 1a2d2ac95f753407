/**
 * Rows → what they will write. The pure rules (domain uploads/items-rows.ts) run first; then each
 * row's references are found in lookups loaded once for all rows (lookups.ts), within the row's
 * own company: a category or payee of that company or above, an account of the row's payee usable
 * there (its own payee's accounts, or a shared one of a payee above), groups and schools below it.
 * A new row starts from the base item (or, for a catalog, from a draft with nothing set); an update
 * starts from the item itself, so an empty cell keeps what is there.
 *
 * checkRows answers the messages; applyRange runs the same resolution again inside its
 * transaction, so it writes what holds at that moment and skips a row that stopped being valid.
 */
import type { DbTx } from "@paydesk/db";
import {
  checkCustomFieldValue,
  checkItemRow,
  findByIdOrName,
  fixedPriceProblem,
  mayUseCategory,
  toVanitySlug,
  DEFAULT_ITEM_SLUG,
  type Actor,
  type ItemRowValues,
} from "@paydesk/domain";
import { ITEM_SLUG_MAX, ITEM_UPLOAD_ROW_MESSAGES as M, type UploadRowData } from "@paydesk/validators";
import { pathIds } from "../../../platform/company-scope.ts";
import type { ItemColumns } from "../../../items/builder/record.ts";
import { amountTypeMap } from "../../../items/mapping.ts";
import { sanitizeDescription } from "../../../items/builder/sanitize.ts";
import type { UploadBatchRef } from "../../core/kind.ts";
import { loadItemLookups, type ItemLookups, type Site } from "./lookups.ts";
import { loadItem, loadItemsByCode, setupOf, type CopyableItem, type ItemUploadSetup } from "./setup.ts";

export type TargetRow = { kind: "GRADE" | "SCHOOL" | "GROUP"; value: string | null; targetCompanyId: number | null; groupId: number | null };

/** Every column a new or updated item gets (the builder's ItemColumns and the flags), plus its child rows. */
export interface ResolvedItem extends ItemColumns {
  /** The existing item (updates) or null (new items). */
  itemId: number | null;
  companyId: number;
  status: CopyableItem["status"];
  isDraft: boolean;
  active: boolean;
  visible: boolean;
  soldOutMessageId: number | null;
  /** Null: new items copy the base item's targets, updates keep theirs. */
  targets: TargetRow[] | null;
  /** cf_N values by the custom field's id (the base item's field for new items). */
  customFieldValues: Map<number, string>;
}

/**
 * A catalog upload has no base item: its items start as drafts with nothing set (not ready → draft,
 * docs/product/items-and-fees.md).
 */
function catalogTemplate(companyId: number): Omit<CopyableItem, "id" | "code" | "company"> {
  return {
    companyId,
    slug: DEFAULT_ITEM_SLUG,
    title: "",
    type: "BASIC",
    status: "DRAFT",
    isDraft: true,
    active: false,
    visible: false,
    disableGuest: 0,
    availableToUsers: true,
    categoryId: null,
    settlementAccountId: null,
    description: "",
    amountType: "FIXED",
    amountCents: 0,
    feeType: "NONE",
    feeCents: 0,
    taxEnabled: false,
    includeTax: false,
    taxRateHundredths: 0,
    shippingEnabled: false,
    shippingCents: 0,
    quantityAvailable: 0,
    pnpCalc: false,
    soldOutMessageId: null,
    imageId: null,
    pullsDataByApi: false,
    eventStartsAt: null,
    eventEndsAt: null,
    eventLocation: null,
    coaId: null,
    subCoaId: null,
    customFields: [],
    targets: [],
  };
}

export interface ResolveContext {
  db: DbTx;
  actor: Actor;
  batch: UploadBatchRef;
}

export interface ResolvedRows {
  setup: ItemUploadSetup;
  base: CopyableItem | null;
  errors: string[][];
  /** Null where the row has errors. */
  items: (ResolvedItem | null)[];
}

interface RowScope {
  lookups: ItemLookups;
  actor: Actor;
  uploadCompany: Site;
}

const within = (site: { path: string }, companyId: number) => pathIds(site.path).includes(companyId);

function resolveAccount(
  scope: RowScope,
  kind: "PRIMARY" | "SUB",
  company: Site,
  payeeId: number | null,
  cells: { number: string | null; name: string | null },
  fallback: number | null,
): { id: number | null; error: string | null } {
  const unknown = kind === "PRIMARY" ? M.unknownAccount : M.unknownSubAccount;
  const usable = scope.lookups.accounts.filter(
    (account) => account.kind === kind && account.payeeId === payeeId && (account.payeeCompanyId === company.id || account.isShared),
  );
  if (cells.number !== null || cells.name !== null) {
    if (payeeId === null) return { id: null, error: M.payeeRequired };
    const found =
      cells.number !== null
        ? usable.find((account) => account.number === cells.number)
        : usable.find((account) => account.name.toLowerCase() === cells.name!.toLowerCase());
    return found ? { id: found.id, error: null } : { id: null, error: unknown };
  }
  if (fallback === null) return { id: null, error: null };
  // The template's account stays only while it is still usable with the row's payee and company.
  if (usable.some((account) => account.id === fallback)) return { id: fallback, error: null };
  return { id: null, error: kind === "PRIMARY" ? M.accountRequired : null };
}

/**
 * A category or payee: the one the cell names among those the row's company may use, else the
 * template's — which must be usable there too (a row may move a new item to another site).
 */
function pickOwned(cell: string | null, usable: readonly { id: number; name: string }[], fallback: number | null, unknown: string, errors: string[]): number | null {
  if (cell !== null) {
    const named = findByIdOrName(cell, usable);
    if (!named) errors.push(unknown);
    return named ? named.id : fallback;
  }
  if (fallback !== null && !usable.some((candidate) => candidate.id === fallback)) errors.push(unknown);
  return fallback;
}

function resolveTargets(scope: RowScope, company: Site, targets: NonNullable<ItemRowValues["targets"]>, errors: string[]): TargetRow[] {
  const rows: TargetRow[] = targets.grades.map((grade) => ({ kind: "GRADE", value: grade, targetCompanyId: null, groupId: null }));
  for (const name of targets.schools) {
    const school = findByIdOrName(name, scope.lookups.schools.filter((site) => within(site, company.id)));
    if (school) rows.push({ kind: "SCHOOL", value: null, targetCompanyId: school.id, groupId: null });
    else errors.push(M.unknownSchool(name));
  }
  for (const name of targets.groups) {
    const group = findByIdOrName(name, scope.lookups.groups.filter((candidate) => within({ path: candidate.companyPath }, company.id)));
    if (group) rows.push({ kind: "GROUP", value: null, targetCompanyId: null, groupId: group.id });
    else errors.push(M.unknownGroup(name));
  }
  return rows;
}

function resolveRow(
  scope: RowScope,
  values: ItemRowValues,
  template: Omit<CopyableItem, "id" | "code" | "company">,
  templateCompany: Site,
  existing: CopyableItem | null,
  catalogId: number | null,
  errors: string[],
): ResolvedItem | null {
  const { lookups, actor } = scope;
  let company = templateCompany;
  if (values.company !== null) {
    const named = findByIdOrName(values.company, lookups.companies);
    if (!named) errors.push(M.unknownCompany);
    else if (existing && named.id !== existing.companyId) errors.push(M.companyFixed);
    else company = named;
  }
  const sameCompany = company.id === templateCompany.id;

  const categoriesHere = lookups.categories.filter((category) => within(company, category.companyId));
  const categoryId = pickOwned(values.category, categoriesHere, existing ? template.categoryId : (catalogId ?? template.categoryId), M.unknownCategory, errors);
  if (!mayUseCategory(actor, categoryId)) errors.push(M.categoryNotAllowed);
  const payeesHere = lookups.payees.filter((payee) => within(company, payee.companyId));
  const payeeId = pickOwned(values.payee, payeesHere, template.settlementAccountId, M.unknownPayee, errors);

  const primary = resolveAccount(scope, "PRIMARY", company, payeeId, { number: values.accountNumber, name: values.accountName }, template.coaId);
  const sub = resolveAccount(scope, "SUB", company, payeeId, { number: values.subAccountNumber, name: values.subAccountName }, template.subCoaId);
  for (const error of [primary.error, sub.error]) if (error && !errors.includes(error)) errors.push(error);
  if (!existing && primary.id === null && !errors.includes(M.accountRequired) && !errors.includes(M.unknownAccount) && !errors.includes(M.payeeRequired)) {
    errors.push(M.accountRequired);
  }

  const targets = values.targets ? resolveTargets(scope, company, values.targets, errors) : null;

  const customFieldValues = new Map<number, string>();
  values.customFieldValues.forEach((value, index) => {
    if (value === null) return;
    const field = template.customFields[index];
    const problem = checkCustomFieldValue(index + 1, value, field);
    if (problem) errors.push(problem);
    else customFieldValues.set(field!.id, value);
  });

  // A Fixed item out of draft gets no price the cart would refuse (what readiness asks of the
  // builder's save): a new item's price, or the one an update row sets (a row leaving the price
  // alone is not refused for the price already there).
  const price = existing ? values.amountCents : (values.amountCents ?? template.amountCents);
  const priceProblem = template.isDraft ? null : fixedPriceProblem(amountTypeMap.fromDb(template.amountType), price);
  if (priceProblem) errors.push(priceProblem);

  if (errors.length) return null;

  const fee = values.feeCents;
  const title = values.title ?? template.title;
  return {
    itemId: existing?.id ?? null,
    companyId: company.id,
    title,
    slug: existing ? template.slug : toVanitySlug(title).slice(0, ITEM_SLUG_MAX) || DEFAULT_ITEM_SLUG,
    type: template.type,
    status: template.status,
    isDraft: template.isDraft,
    active: template.active,
    visible: template.visible,
    disableGuest: template.disableGuest,
    availableToUsers: template.availableToUsers,
    categoryId,
    settlementAccountId: payeeId,
    description: values.description !== null ? sanitizeDescription(values.description) : template.description,
    amountType: template.amountType,
    amountCents: values.amountCents ?? template.amountCents,
    // A fee above 0 is a fixed fee; 0 takes a fixed fee away and leaves other fee types alone.
    feeType: fee === null ? template.feeType : fee > 0 ? "FIXED" : template.feeType === "FIXED" ? "NONE" : template.feeType,
    feeCents: fee ?? template.feeCents,
    taxEnabled: values.taxHundredths === null ? template.taxEnabled : values.taxHundredths > 0,
    includeTax: values.taxHundredths === null ? template.includeTax : false,
    taxRateHundredths: values.taxHundredths ?? template.taxRateHundredths,
    shippingEnabled: values.shippingCents === null ? template.shippingEnabled : values.shippingCents > 0,
    shippingCents: values.shippingCents ?? template.shippingCents,
    quantityAvailable: values.quantityAvailable ?? template.quantityAvailable,
    // Images and sold-out messages belong to one company: a new item of another site starts without.
    soldOutMessageId: sameCompany ? template.soldOutMessageId : null,
    imageId: sameCompany ? template.imageId : null,
    // The paid / not-paid report is switched on per item, not copied to new ones.
    pnpCalc: existing ? template.pnpCalc : false,
    pullsDataByApi: template.pullsDataByApi,
    eventStartsAt: template.eventStartsAt,
    eventEndsAt: template.eventEndsAt,
    eventLocation: template.eventLocation,
    coaId: primary.id,
    subCoaId: sub.id,
    targets,
    customFieldValues,
  };
}

export async function resolveItemRows(ctx: ResolveContext, rows: readonly UploadRowData[]): Promise<ResolvedRows> {
  const { db, actor, batch } = ctx;
  const setup = setupOf(batch.options);
  const uploadCompany = await db.company.findUniqueOrThrow({ where: { id: batch.companyId }, select: { id: true, name: true, path: true } });
  const base = setup.mode === "create" && setup.baseItemId !== null ? await loadItem(db, setup.baseItemId) : null;

  const parsed = rows.map((row) =>
    checkItemRow(row, {
      mode: setup.mode,
      defaultCategory: (setup.catalogId ?? base?.categoryId ?? null) !== null,
      defaultAccount: (base?.coaId ?? null) !== null,
    }),
  );

  const codes = setup.mode === "update" ? parsed.flatMap((row) => (row.values.code ? [row.values.code] : [])) : [];
  const existingItems = codes.length ? await loadItemsByCode(db, codes) : [];
  const reachable = existingItems.filter((item) => item.company.path.startsWith(uploadCompany.path));
  const existingByCode = new Map(reachable.map((item) => [item.code, item]));

  const siteOf = (item: CopyableItem): Site => ({ id: item.companyId, name: "", path: item.company.path });
  const knownCompanies = [...(base ? [siteOf(base)] : []), ...reachable.map(siteOf)];
  const defaultAccountIds = [base, ...reachable].flatMap((item) => (item ? [item.coaId, item.subCoaId].filter((id): id is number => id !== null) : []));
  const lookups = await loadItemLookups(db, { uploadCompany, knownCompanies, defaultAccountIds }, parsed.map((row) => row.values));
  const scope: RowScope = { lookups, actor, uploadCompany };

  const errors: string[][] = [];
  const items: (ResolvedItem | null)[] = [];
  for (const { errors: rowErrors, values } of parsed) {
    let resolved: ResolvedItem | null = null;
    if (setup.mode === "update") {
      const existing = values.code ? existingByCode.get(values.code) : undefined;
      if (values.code && !existing) rowErrors.push(M.unknownCode);
      else if (existing?.status === "TRASH") rowErrors.push(M.itemInTrash);
      else if (existing && !mayUseCategory(actor, existing.categoryId)) rowErrors.push(M.categoryNotAllowed);
      else if (existing) resolved = resolveRow(scope, values, existing, siteOf(existing), existing, null, rowErrors);
    } else {
      const template = base ?? catalogTemplate(uploadCompany.id);
      resolved = resolveRow(scope, values, template, base ? siteOf(base) : uploadCompany, null, setup.catalogId, rowErrors);
    }
    errors.push(rowErrors);
    items.push(rowErrors.length ? null : resolved);
  }
  return { setup, base, errors, items };
}
