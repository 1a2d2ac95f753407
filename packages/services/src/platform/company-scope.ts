/**
 * Scoping to the caller's company subtree, which every domain does: companies are a materialised
 * path ("/1/4/9/"), and an actor reaches its own company and the ones below it.
 */
import type { DbTx } from "@paydesk/db";
import { accessDenied, AppError, isCompanyInScope, type Actor } from "@paydesk/domain";
import { COMPANY_MESSAGES } from "@paydesk/validators";

export interface ScopedCompany {
  id: number;
  name: string;
  path: string;
  kind: string;
}

export function noSuchSite(): AppError {
  return new AppError("NOT_FOUND", COMPANY_MESSAGES.noSuchSite);
}

/**
 * The company an administrative action targets: the one named, or the actor's own. Refused unless
 * it is in the actor's subtree (control staff reach every company).
 */
export async function companyInScope(db: DbTx, actor: Actor, companyId?: number | null): Promise<ScopedCompany> {
  const id = companyId ?? actor.companyId;
  const company = await db.company.findUnique({ where: { id }, select: { id: true, name: true, path: true, kind: true } });
  if (!company) throw noSuchSite();
  if (!isCompanyInScope(actor, company.path)) throw accessDenied();
  return company;
}

/** Ids of a company's ancestors and itself, read from its materialised path ("/1/4/9/"). */
export function pathIds(path: string): number[] {
  return path.split("/").filter(Boolean).map(Number);
}

/** Prisma filter: companies in the actor's subtree. */
export function subtreeFilter(actor: Actor) {
  return actor.kind === "CONTROL" ? {} : { path: { startsWith: actor.companyPath } };
}
