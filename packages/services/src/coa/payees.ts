/**
 * Settlement accounts (payees) as the chart of accounts sees them (docs/product/chart-of-accounts.md: the
 * chart is kept per payee). A payee's chart is changed by its company's subtree; a site below the payee's
 * company reads only the payee's shared accounts, the ones its items may be booked to when they pay into that
 * payee.
 */
import type { DbTx } from "@paydesk/db";
import { AppError, isCompanyInScope, type Actor } from "@paydesk/domain";
import { COA_ACCOUNT_MESSAGES, type TListPayeesRequest } from "@paydesk/validators";
import { companyInScope, pathIds, subtreeFilter, type ScopedCompany } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";

export interface PayeeView {
  id: number;
  name: string;
  companyId: number;
  companyName: string;
}

const PAYEE_SELECT = { id: true, name: true, companyId: true, company: { select: { name: true } } } as const;

/** The tools' payee list (docs/product/documented-calls.md) and the chart-of-accounts page's payee choice. */
export async function listPayees(ctx: ActorTxContext, input: TListPayeesRequest): Promise<PayeeView[]> {
  const where = input.usableAt
    ? { companyId: { in: pathIds((await companyInScope(ctx.db, ctx.actor, input.usableAt)).path) } }
    : { company: subtreeFilter(ctx.actor) };
  const rows = await ctx.db.settlementAccount.findMany({ where, select: PAYEE_SELECT, orderBy: [{ name: "asc" }, { id: "asc" }] });
  return rows.map((r) => ({ id: r.id, name: r.name, companyId: r.companyId, companyName: r.company.name }));
}

const noSuchPayee = () => new AppError("NOT_FOUND", COA_ACCOUNT_MESSAGES.noSuchPayee, { payeeId: COA_ACCOUNT_MESSAGES.noSuchPayee });

export interface PayeeSeen {
  payee: { id: number; name: string; companyId: number; companyPath: string };
  /** The site looking (the actor's own unless named). */
  site: ScopedCompany;
  /** The payee belongs to a company above the site: only its shared accounts are the site's to use. */
  sharedOnly: boolean;
  /** The actor may change the payee's chart (its company is in the actor's subtree). */
  manageable: boolean;
}

/**
 * The payee whose chart a site reads: one of the site's own or of a company above it (those its
 * items may pay into), or of a company below it. Any other payee is unknown to the caller (404,
 * so ids of other companies reveal nothing).
 */
export async function payeeSeenFrom(db: DbTx, actor: Actor, payeeId: number, companyId?: number): Promise<PayeeSeen> {
  const site = await companyInScope(db, actor, companyId);
  const row = await db.settlementAccount.findUnique({
    where: { id: payeeId },
    select: { id: true, name: true, companyId: true, company: { select: { path: true } } },
  });
  if (!row) throw noSuchPayee();
  const above = pathIds(site.path).includes(row.companyId) && row.companyId !== site.id;
  const belowOrOwn = row.company.path.startsWith(site.path);
  if (!above && !belowOrOwn) throw noSuchPayee();
  const payee = { id: row.id, name: row.name, companyId: row.companyId, companyPath: row.company.path };
  return { payee, site, sharedOnly: above, manageable: isCompanyInScope(actor, row.company.path) };
}

/**
 * Prisma filter over accounts: those of every payee a site sees, as `payeeSeenFrom` sees one (all
 * accounts of the site's payees and of those below it, only the shared ones of the payees above).
 * The documented account lists and searches that name no payee read through it.
 */
export function accountsSeenFromWhere(site: ScopedCompany) {
  const above = pathIds(site.path).filter((id) => id !== site.id);
  return {
    OR: [
      { payee: { company: { path: { startsWith: site.path } } } },
      ...(above.length > 0 ? [{ payee: { companyId: { in: above } }, isShared: true }] : []),
    ],
  };
}

/**
 * A company's default settlement account, for the documented calls that name none
 * (create-coa-upload): its own first one (the oldest), which the setup creates with the company.
 */
export async function defaultPayeeOf(db: DbTx, actor: Actor, companyId: number) {
  const row = await db.settlementAccount.findFirst({ where: { companyId }, select: { id: true }, orderBy: { id: "asc" } });
  if (!row) throw new AppError("BAD_REQUEST", COA_ACCOUNT_MESSAGES.choosePayee, { payeeId: COA_ACCOUNT_MESSAGES.choosePayee });
  return manageablePayee(db, actor, row.id);
}

/** A payee whose chart the actor changes: its company must be in the actor's subtree. */
export async function manageablePayee(db: DbTx, actor: Actor, payeeId: number) {
  const row = await db.settlementAccount.findUnique({
    where: { id: payeeId },
    select: { id: true, name: true, companyId: true, company: { select: { name: true, path: true } } },
  });
  if (!row || !isCompanyInScope(actor, row.company.path)) throw noSuchPayee();
  return row;
}
