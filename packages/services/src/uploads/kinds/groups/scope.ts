import type { DbTx } from "@paydesk/db";
import { accessDenied, isCompanyInScope, type Actor } from "@paydesk/domain";

/**
 * The upload's company path, read fresh (a site may have moved since the upload started). Students
 * of the whole subtree may join the company's groups: a district groups students of its schools.
 */
export async function uploadCompanyPath(db: DbTx, companyId: number): Promise<string> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { path: true } });
  if (!company) throw accessDenied();
  return company.path;
}

/** The company the upload works on exists and lies in the actor's subtree (control: anywhere). */
export async function assertUploadCompanyInScope(db: DbTx, actor: Actor, companyId: number): Promise<string> {
  const path = await uploadCompanyPath(db, companyId);
  if (!isCompanyInScope(actor, path)) throw accessDenied();
  return path;
}
