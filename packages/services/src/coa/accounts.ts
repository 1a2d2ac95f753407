/**
 * Chart of accounts (spec 2 §3, §4, §5, §7): primary and sub accounts of a company. A site uses
 * its own accounts and the shared ones (is_shared 1) of the companies above it, like shared
 * roles. Only the owner company's subtree changes or deletes an account; an account that items
 * use is deleted only through the reassignment, which moves the items and deletes it in one
 * transaction. The foreign keys from items (ON DELETE RESTRICT) make a dangling account
 * impossible even if a step had a bug.
 */
import { Prisma, type Db, type DbTx } from "@paydesk/db";
import { AppError, isCompanyInScope, type Actor } from "@paydesk/domain";
import {
  COA_ACCOUNT_MESSAGES,
  COA_MESSAGES,
  COA_SEARCH_LIMIT,
  type TCoaKind,
  type TCreateCoaRequest,
  type TListCoaRequest,
  type TReplaceCoaRequest,
  type TSearchCoaRequest,
} from "@paydesk/validators";
import { escapeLike } from "../acl/companies.ts";
import { recordAudit } from "../platform/audit.ts";
import { accessDenied, companyInScope, pathIds } from "../acl/scope.ts";
import { toCsv } from "./csv.ts";

export interface CoaView {
  id: number;
  number: string;
  name: string;
  isShared: boolean;
  kind: TCoaKind;
  companyId: number;
  /** The owner company's name, for the list's "owner site" column. */
  companyName: string;
  /** False for a shared account of a company above: usable here, changed only by its owners. */
  owned: boolean;
  /** Items of the listed company's subtree that use the account. */
  itemCount: number;
}

/** Prisma filter: the accounts usable at `company` (its own and the shared ones above it). */
export function coaValidForCompanyWhere(company: { id: number; path: string }) {
  const ancestors = pathIds(company.path).filter((id) => id !== company.id);
  return { OR: [{ companyId: company.id }, { companyId: { in: ancestors }, isShared: true }] };
}

const itemColumn = (kind: TCoaKind) => (kind === "SUB" ? "subCoaId" : "coaId");

/** Items that use the account, whichever column its kind fills. */
const usedByWhere = (account: { id: number; kind: TCoaKind }) => ({ [itemColumn(account.kind)]: account.id });

export async function findCoaAccounts(db: DbTx, actor: Actor, input: TListCoaRequest): Promise<CoaView[]> {
  const company = await companyInScope(db, actor, input.companyId);
  const below = { company: { path: { startsWith: company.path } } };
  const rows = await db.chartAccount.findMany({
    where: { AND: [coaValidForCompanyWhere(company), input.kind ? { kind: input.kind } : {}] },
    select: {
      id: true,
      number: true,
      name: true,
      isShared: true,
      kind: true,
      companyId: true,
      company: { select: { name: true } },
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
    companyId: r.companyId,
    companyName: r.company.name,
    owned: r.companyId === company.id,
    itemCount: r.kind === "SUB" ? r._count.subItems : r._count.primaryItems,
  }));
}

/** The autocomplete: accounts usable at the company whose number or name contains the term. */
export async function searchCoaAccounts(
  db: DbTx,
  actor: Actor,
  input: TSearchCoaRequest,
): Promise<{ id: number; number: string; name: string; kind: TCoaKind }[]> {
  const company = await companyInScope(db, actor, input.companyId);
  // Wildcards in the term match themselves (escapeLike, see acl/companies.ts).
  const term = escapeLike(input.term);
  return db.chartAccount.findMany({
    where: {
      AND: [
        coaValidForCompanyWhere(company),
        { kind: input.kind },
        term
          ? { OR: [{ number: { contains: term, mode: "insensitive" } }, { name: { contains: term, mode: "insensitive" } }] }
          : {},
      ],
    },
    select: { id: true, number: true, name: true, kind: true },
    orderBy: [{ number: "asc" }, { id: "asc" }],
    take: COA_SEARCH_LIMIT,
  });
}

function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2002";
  const cause = (error as { cause?: { originalCode?: unknown; code?: unknown } } | null)?.cause;
  return (cause?.originalCode ?? cause?.code) === "23505";
}

function isForeignKeyViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) return error.code === "P2003" || error.code === "P2014";
  const cause = (error as { cause?: { originalCode?: unknown; code?: unknown } } | null)?.cause;
  const code = cause?.originalCode ?? cause?.code;
  return code === "23503" || code === "23001";
}

const numberTaken = () =>
  new AppError("CONFLICT", COA_ACCOUNT_MESSAGES.numberTaken, { number: COA_ACCOUNT_MESSAGES.numberTaken });

export async function createCoaAccount(db: Db, actor: Actor, input: TCreateCoaRequest): Promise<CoaView> {
  const company = await companyInScope(db, actor, input.companyId);
  const kind: TCoaKind = input.isSubaccount ? "SUB" : "PRIMARY";
  try {
    return await db.$transaction(async (tx) => {
      const clash = await tx.chartAccount.findFirst({
        where: { companyId: company.id, kind, number: input.number },
        select: { id: true },
      });
      if (clash) throw numberTaken();
      const account = await tx.chartAccount.create({
        data: { companyId: company.id, kind, number: input.number, name: input.name, isShared: input.isShared },
      });
      await recordAudit(
        tx,
        { actor },
        {
          action: "coa.created",
          entity: "chart_account",
          entityId: account.id,
          companyId: company.id,
          after: { number: account.number, name: account.name, isShared: account.isShared, kind },
        },
      );
      return { ...toView(account, company), itemCount: 0 };
    });
  } catch (error) {
    // Two saves of the same number at once: the unique index decides.
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
}

function toView(
  a: { id: number; number: string; name: string; isShared: boolean; kind: TCoaKind; companyId: number },
  company: { id: number; name: string },
): Omit<CoaView, "itemCount"> {
  return {
    id: a.id,
    number: a.number,
    name: a.name,
    isShared: a.isShared,
    kind: a.kind,
    companyId: a.companyId,
    // Accounts are created at `company`, so it is the owner.
    companyName: company.name,
    owned: a.companyId === company.id,
  };
}

/** An account the actor manages: one of a company in their subtree (not a shared one from above). */
async function accountOwned(db: DbTx, actor: Actor, coaId: number, kind?: TCoaKind) {
  const account = await db.chartAccount.findUnique({
    where: { id: coaId },
    select: {
      id: true,
      number: true,
      name: true,
      isShared: true,
      kind: true,
      companyId: true,
      company: { select: { id: true, path: true } },
    },
  });
  // ?subcoa=yes names a sub account: an id of the other kind is not one.
  if (!account || (kind && account.kind !== kind)) throw new AppError("NOT_FOUND", COA_ACCOUNT_MESSAGES.noSuchAccount);
  if (!isCompanyInScope(actor, account.company.path)) throw accessDenied();
  return account;
}

/** Step one of the delete (spec 2 §4): is the account in use? */
export async function checkCoaIntegrity(
  db: DbTx,
  actor: Actor,
  input: { coaId: number; kind?: TCoaKind },
): Promise<{ inUse: boolean }> {
  const account = await accountOwned(db, actor, input.coaId, input.kind);
  const used = await db.item.findFirst({ where: usedByWhere(account), select: { id: true } });
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
export async function findCoaItemsInUse(db: DbTx, actor: Actor, input: { coaId: number; kind?: TCoaKind }): Promise<CoaInUse> {
  const account = await accountOwned(db, actor, input.coaId, input.kind);
  const items = await db.item.findMany({
    where: usedByWhere(account),
    select: { id: true, code: true, title: true },
    orderBy: [{ title: "asc" }, { id: "asc" }],
  });
  const txnItemCount = await db.orderLine.count({ where: { item: usedByWhere(account) } });
  return { coaId: account.id, kind: account.kind, items, txnItemCount };
}

const inUse = () => new AppError("CONFLICT", COA_ACCOUNT_MESSAGES.inUse);

/** Delete an account no item uses; one in use is refused (409) — reassign its items first. */
export async function removeCoaAccount(
  db: Db,
  actor: Actor,
  input: { coaId: number; kind?: TCoaKind },
): Promise<{ coaId: number }> {
  try {
    return await db.$transaction(async (tx) => {
      const account = await accountOwned(tx, actor, input.coaId, input.kind);
      if (await tx.item.findFirst({ where: usedByWhere(account), select: { id: true } })) throw inUse();
      await tx.chartAccount.delete({ where: { id: account.id } });
      await recordAudit(
        tx,
        { actor },
        {
          action: "coa.deleted",
          entity: "chart_account",
          entityId: account.id,
          companyId: account.companyId,
          before: { number: account.number, name: account.name, isShared: account.isShared, kind: account.kind },
        },
      );
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
 * Spec 2 §4–5: move every item using the account to the replacement, then delete the account,
 * in one transaction. The replacement must be of the same kind and usable by every company
 * whose items move (its own account, or a shared one of a company above it).
 */
export async function replaceCoaAccount(
  db: Db,
  actor: Actor,
  input: TReplaceCoaRequest,
): Promise<{ coaId: number; newId: number; moved: number }> {
  if (input.newId === input.coaId) throw invalidReplacement();
  try {
    return await db.$transaction(async (tx) => {
      const account = await accountOwned(tx, actor, input.coaId, input.kind);
      const replacement = await tx.chartAccount.findUnique({
        where: { id: input.newId },
        select: { id: true, kind: true, companyId: true, isShared: true, number: true, name: true },
      });
      if (!replacement || replacement.kind !== account.kind) throw invalidReplacement();
      const items = await tx.item.findMany({
        where: usedByWhere(account),
        select: { id: true, company: { select: { id: true, path: true } } },
      });
      // The account's own company must be able to use it too, items or not.
      const companies = new Map([[account.company.id, account.company.path]]);
      for (const item of items) companies.set(item.company.id, item.company.path);
      for (const [companyId, path] of companies) {
        const usable =
          replacement.companyId === companyId || (replacement.isShared && pathIds(path).includes(replacement.companyId));
        if (!usable) throw invalidReplacement();
      }
      const column = itemColumn(account.kind);
      const { count } = await tx.item.updateMany({
        where: { id: { in: items.map((i) => i.id) }, [column]: account.id },
        data: { [column]: replacement.id },
      });
      await tx.chartAccount.delete({ where: { id: account.id } });
      await recordAudit(
        tx,
        { actor },
        {
          action: "coa.replaced",
          entity: "chart_account",
          entityId: account.id,
          companyId: account.companyId,
          before: { number: account.number, name: account.name, isShared: account.isShared, kind: account.kind },
          after: {
            newId: replacement.id,
            newNumber: replacement.number,
            newName: replacement.name,
            itemIds: items.map((i) => i.id),
          },
        },
      );
      return { coaId: account.id, newId: replacement.id, moved: count };
    });
  } catch (error) {
    // A new item took the account, or the replacement went, meanwhile.
    if (isForeignKeyViolation(error)) throw new AppError("CONFLICT", COA_MESSAGES.reassignFailed);
    throw error;
  }
}

export const COA_CSV_COLUMNS = ["account", "name", "is_shared", "type", "items"] as const;

/** The chart of accounts as CSV text: the list's rows with their item counts. */
export async function exportCoaCsv(db: DbTx, actor: Actor, input: { companyId?: number }): Promise<string> {
  const accounts = await findCoaAccounts(db, actor, input);
  return toCsv(
    COA_CSV_COLUMNS,
    accounts.map((a) => [a.number, a.name, a.isShared ? 1 : 0, a.kind === "SUB" ? "sub" : "primary", a.itemCount]),
  );
}
