/**
 * Chart of accounts (docs/product/chart-of-accounts.md): primary and sub accounts of a settlement account
 * (payee). A site reads the accounts of its own payees and of those below it, and the shared ones
 * (is_shared 1) of the payees of the companies above it, like shared roles. Only the payee's
 * company subtree changes or deletes an account; an account that items use is deleted only
 * through the reassignment, which moves the items and deletes it in one transaction. The foreign
 * keys from items (ON DELETE RESTRICT) make a dangling account impossible even if a step had a bug.
 */
import { isForeignKeyViolation, isUniqueViolation } from "@paydesk/db";
import { accessDenied, AppError, isCompanyInScope } from "@paydesk/domain";
import {
  COA_ACCOUNT_MESSAGES,
  COA_MESSAGES,
  COA_SEARCH_LIMIT,
  type TCoaKind,
  type TCreateCoaRequest,
  type TExportCoaRequest,
  type TListCoaRequest,
  type TReplaceCoaRequest,
  type TSearchCoaRequest,
} from "@paydesk/validators";
import { escapeLike } from "../platform/like.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";
import { toCsv } from "../platform/csv.ts";
import { companyInScope } from "../platform/company-scope.ts";
import { accountsSeenFromWhere, manageablePayee, payeeSeenFrom } from "./payees.ts";

export interface CoaView {
  id: number;
  number: string;
  name: string;
  isShared: boolean;
  kind: TCoaKind;
  payeeId: number;
  /** The payee's company (the owner site), for the list's "owner site" column and the CSV's site_id. */
  companyId: number;
  companyName: string;
  /** False for a shared account of a payee above: usable here, changed only by its owners. */
  owned: boolean;
  /** Items of the listed site's subtree that use the account. */
  itemCount: number;
}

/**
 * Prisma filter: the accounts of `payeeId` that items of a company may be booked to. The payee
 * itself must be one the company's items may choose (its own or above, checked by the caller):
 * a payee of the company lends all its accounts, one of a company above only its shared ones.
 */
export function coaUsableWhere(payeeId: number, company: { id: number }) {
  return { payeeId, OR: [{ payee: { companyId: company.id } }, { isShared: true }] };
}

const itemColumn = (kind: TCoaKind) => (kind === "SUB" ? "subCoaId" : "coaId");

/** Items that use the account, whichever column its kind fills. */
const usedByWhere = (account: { id: number; kind: TCoaKind }) => ({ [itemColumn(account.kind)]: account.id });

/**
 * The accounts the site sees: of the named payee (all, or only the shared ones of a payee above),
 * or without one of every payee the site sees. `manageable` says per payee company whether the
 * actor changes its chart.
 */
async function visibleAccountsWhere(ctx: ActorTxContext, input: { payeeId?: number; companyId?: number }) {
  if (input.payeeId === undefined) {
    const site = await companyInScope(ctx.db, ctx.actor, input.companyId);
    return { site, where: accountsSeenFromWhere(site) };
  }
  const seen = await payeeSeenFrom(ctx.db, ctx.actor, input.payeeId, input.companyId);
  return { site: seen.site, where: { payeeId: seen.payee.id, ...(seen.sharedOnly ? { isShared: true } : {}) } };
}

export async function findCoaAccounts(ctx: ActorTxContext, input: TListCoaRequest): Promise<CoaView[]> {
  const { site, where } = await visibleAccountsWhere(ctx, input);
  const below = { company: { path: { startsWith: site.path } } };
  const rows = await ctx.db.chartAccount.findMany({
    where: { ...where, ...(input.kind ? { kind: input.kind } : {}) },
    select: {
      id: true,
      number: true,
      name: true,
      isShared: true,
      kind: true,
      payeeId: true,
      payee: { select: { companyId: true, company: { select: { name: true, path: true } } } },
      _count: { select: { primaryItems: { where: below }, subItems: { where: below } } },
    },
    orderBy: [{ kind: "asc" }, { number: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    name: r.name,
    isShared: r.isShared,
    kind: r.kind,
    payeeId: r.payeeId,
    companyId: r.payee.companyId,
    companyName: r.payee.company.name,
    owned: isCompanyInScope(ctx.actor, r.payee.company.path),
    itemCount: r.kind === "SUB" ? r._count.subItems : r._count.primaryItems,
  }));
}

/** The autocomplete: accounts of the payee seen from the site whose number or name contains the term. */
export async function searchCoaAccounts(
  ctx: ActorTxContext,
  input: TSearchCoaRequest,
): Promise<{ id: number; number: string; name: string; kind: TCoaKind; payeeId: number }[]> {
  const { where } = await visibleAccountsWhere(ctx, input);
  // Wildcards in the term match themselves (escapeLike, see platform/like.ts).
  const term = escapeLike(input.term);
  return ctx.db.chartAccount.findMany({
    where: {
      AND: [
        where,
        { kind: input.kind },
        term
          ? { OR: [{ number: { contains: term, mode: "insensitive" } }, { name: { contains: term, mode: "insensitive" } }] }
          : {},
      ],
    },
    select: { id: true, number: true, name: true, kind: true, payeeId: true },
    orderBy: [{ number: "asc" }, { id: "asc" }],
    take: COA_SEARCH_LIMIT,
  });
}

const numberTaken = () =>
  new AppError("CONFLICT", COA_ACCOUNT_MESSAGES.numberTaken, { number: COA_ACCOUNT_MESSAGES.numberTaken });

export async function createCoaAccount(ctx: ActorContext, input: TCreateCoaRequest): Promise<CoaView> {
  const kind: TCoaKind = input.isSubaccount ? "SUB" : "PRIMARY";
  try {
    return await inTransaction(ctx, async (tx) => {
      const payee = await manageablePayee(tx.db, tx.actor, input.payeeId);
      const clash = await tx.db.chartAccount.findFirst({
        where: { payeeId: payee.id, kind, number: input.number },
        select: { id: true },
      });
      if (clash) throw numberTaken();
      const account = await tx.db.chartAccount.create({
        data: { payeeId: payee.id, kind, number: input.number, name: input.name, isShared: input.isShared },
      });
      await recordAudit(tx, {
        action: "coa.created",
        entity: "chart_account",
        entityId: account.id,
        companyId: payee.companyId,
        after: { payeeId: payee.id, number: account.number, name: account.name, isShared: account.isShared, kind },
      });
      return {
        id: account.id,
        number: account.number,
        name: account.name,
        isShared: account.isShared,
        kind: account.kind,
        payeeId: payee.id,
        companyId: payee.companyId,
        companyName: payee.company.name,
        owned: true,
        itemCount: 0,
      };
    });
  } catch (error) {
    // Two saves of the same number at once: the unique index decides.
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
}

/** An account the actor manages: one of a payee of a company in their subtree (not a shared one from above). */
async function accountOwned(ctx: ActorTxContext, coaId: number, kind?: TCoaKind) {
  const account = await ctx.db.chartAccount.findUnique({
    where: { id: coaId },
    select: {
      id: true,
      number: true,
      name: true,
      isShared: true,
      kind: true,
      payeeId: true,
      payee: { select: { companyId: true, company: { select: { path: true } } } },
    },
  });
  // ?subcoa=yes names a sub account: an id of the other kind is not one.
  if (!account || (kind && account.kind !== kind)) throw new AppError("NOT_FOUND", COA_ACCOUNT_MESSAGES.noSuchAccount);
  if (!isCompanyInScope(ctx.actor, account.payee.company.path)) throw accessDenied();
  return account;
}

const auditedFields = (a: { payeeId: number; number: string; name: string; isShared: boolean; kind: TCoaKind }) => ({
  payeeId: a.payeeId,
  number: a.number,
  name: a.name,
  isShared: a.isShared,
  kind: a.kind,
});

/** Step one of the delete (docs/product/chart-of-accounts.md): is the account in use? */
export async function checkCoaIntegrity(ctx: ActorTxContext, input: { coaId: number; kind?: TCoaKind }): Promise<{ inUse: boolean }> {
  const account = await accountOwned(ctx, input.coaId, input.kind);
  const used = await ctx.db.item.findFirst({ where: usedByWhere(account), select: { id: true } });
  return { inUse: used !== null };
}

export interface CoaInUse {
  coaId: number;
  kind: TCoaKind;
  items: { id: number; code: string; title: string }[];
  /** Order lines (transaction items) of the items that use the account: they keep their history. */
  txnItemCount: number;
}

/** The lightbox of an account in use: the items that use it. */
export async function findCoaItemsInUse(ctx: ActorTxContext, input: { coaId: number; kind?: TCoaKind }): Promise<CoaInUse> {
  const account = await accountOwned(ctx, input.coaId, input.kind);
  const items = await ctx.db.item.findMany({
    where: usedByWhere(account),
    select: { id: true, code: true, title: true },
    orderBy: [{ title: "asc" }, { id: "asc" }],
  });
  const txnItemCount = await ctx.db.orderLine.count({ where: { item: usedByWhere(account) } });
  return { coaId: account.id, kind: account.kind, items, txnItemCount };
}

const inUse = () => new AppError("CONFLICT", COA_ACCOUNT_MESSAGES.inUse);

/** Delete an account no item uses; one in use is refused (409) — reassign its items first. */
export async function removeCoaAccount(ctx: ActorContext, input: { coaId: number; kind?: TCoaKind }): Promise<{ coaId: number }> {
  try {
    return await inTransaction(ctx, async (tx) => {
      const account = await accountOwned(tx, input.coaId, input.kind);
      if (await tx.db.item.findFirst({ where: usedByWhere(account), select: { id: true } })) throw inUse();
      await tx.db.chartAccount.delete({ where: { id: account.id } });
      await recordAudit(tx, {
        action: "coa.deleted",
        entity: "chart_account",
        entityId: account.id,
        companyId: account.payee.companyId,
        before: auditedFields(account),
      });
      return { coaId: account.id };
    });
  } catch (error) {
    // An item took the account meanwhile: the foreign key refused the delete.
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}

const invalidReplacement = () =>
  new AppError("BAD_REQUEST", COA_MESSAGES.invalidReplacement, { newId: COA_MESSAGES.invalidReplacement });

/**
 * Move every item using the account to the replacement, then delete the account, in one transaction
 * (docs/product/chart-of-accounts.md). The replacement must be of the same payee and kind (an item is booked
 * to accounts of its own payee), and usable by every company whose items move: an account of the payee's own
 * company's items, or a shared one.
 */
export async function replaceCoaAccount(
  ctx: ActorContext,
  input: TReplaceCoaRequest,
): Promise<{ coaId: number; newId: number; moved: number }> {
  if (input.newId === input.coaId) throw invalidReplacement();
  try {
    return await inTransaction(ctx, async (tx) => {
      const account = await accountOwned(tx, input.coaId, input.kind);
      const replacement = await tx.db.chartAccount.findUnique({
        where: { id: input.newId },
        select: { id: true, kind: true, payeeId: true, isShared: true, number: true, name: true },
      });
      if (!replacement || replacement.kind !== account.kind || replacement.payeeId !== account.payeeId) throw invalidReplacement();
      const items = await tx.db.item.findMany({ where: usedByWhere(account), select: { id: true, companyId: true } });
      const payeeCompanyId = account.payee.companyId;
      if (!replacement.isShared && items.some((item) => item.companyId !== payeeCompanyId)) throw invalidReplacement();
      const column = itemColumn(account.kind);
      const { count } = await tx.db.item.updateMany({
        where: { id: { in: items.map((i) => i.id) }, [column]: account.id },
        data: { [column]: replacement.id },
      });
      await tx.db.chartAccount.delete({ where: { id: account.id } });
      await recordAudit(tx, {
        action: "coa.replaced",
        entity: "chart_account",
        entityId: account.id,
        companyId: payeeCompanyId,
        before: auditedFields(account),
        after: {
          newId: replacement.id,
          newNumber: replacement.number,
          newName: replacement.name,
          itemIds: items.map((i) => i.id),
        },
      });
      return { coaId: account.id, newId: replacement.id, moved: count };
    });
  } catch (error) {
    // A new item took the account, or the replacement went, meanwhile.
    if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", COA_MESSAGES.reassignFailed);
    throw error;
  }
}

/**
 * The chart-of-accounts columns (account, name, is_shared, site_id: docs/product/uploads.md), then the
 * kind and the items using it.
 */
export const COA_CSV_COLUMNS = ["account", "name", "is_shared", "site_id", "type", "items"] as const;

/** One payee's chart of accounts as CSV text: the list's rows with their item counts. */
export async function exportCoaCsv(ctx: ActorTxContext, input: TExportCoaRequest): Promise<string> {
  const accounts = await findCoaAccounts(ctx, input);
  return toCsv(
    COA_CSV_COLUMNS,
    accounts.map((a) => [a.number, a.name, a.isShared ? 1 : 0, a.companyId, a.kind === "SUB" ? "sub" : "primary", a.itemCount]),
  );
}
