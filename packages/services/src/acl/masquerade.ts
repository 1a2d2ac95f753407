import type { DbTx } from "@paydesk/db";
import { AppError, isCompanyInScope, type Actor } from "@paydesk/domain";
import type { TMasqueradeStartRequest, TModule } from "@paydesk/validators";
import { homeModule } from "../auth/login.ts";
import { loadActor } from "../auth/actor.ts";
import { recordAudit } from "../platform/audit.ts";
import { searchCompanies, suggestAdmins } from "./companies.ts";
import { accessDenied } from "./scope.ts";

/**
 * Quick login: control staff, and administrators whose company has sites below it, act as an
 * administrator (or a site's master administrator) inside their subtree. The session keeps the
 * real user; every audited action names both; `end` returns to the real identity.
 */
export async function canMasquerade(db: DbTx, actor: Actor): Promise<boolean> {
  if (actor.kind === "CONTROL") return true;
  if (actor.kind !== "ADMIN" || !actor.permissions.has("settings.manage")) return false;
  return (await db.company.count({ where: { path: { startsWith: actor.companyPath }, NOT: { path: actor.companyPath } } })) > 0;
}

export interface MasqueradeOption {
  name: string;
  /** Where the change-site list posts to become this target. */
  target: { target: "user"; userId: number } | { target: "company"; companyId: number };
  description: string;
}

export async function searchMasqueradeTargets(db: DbTx, real: Actor, searchKey: string): Promise<MasqueradeOption[]> {
  if (!(await canMasquerade(db, real))) throw accessDenied();
  const [companies, admins] = await Promise.all([searchCompanies(db, real, searchKey, 15), suggestAdmins(db, real, searchKey, 15)]);
  return [
    ...companies
      .filter((c) => c.kind !== "PLATFORM" && c.adminCount > 0)
      .map((c) => ({ name: c.name, target: { target: "company" as const, companyId: c.id }, description: [c.kind.toLowerCase(), c.city].filter(Boolean).join(", ") })),
    ...admins
      .filter((a) => a.id !== real.userId)
      .map((a) => ({ name: a.name, target: { target: "user" as const, userId: a.id }, description: `${a.email} · ${a.companyName}` })),
  ];
}

async function resolveTargetUser(db: DbTx, request: TMasqueradeStartRequest): Promise<number> {
  if (request.target === "user") return request.userId;
  // A site means its first master administrator (built-in role 1), else its first administrator.
  const admin =
    (await db.user.findFirst({ where: { companyId: request.companyId, kind: "ADMIN", disabledAt: null, roles: { some: { roleId: 1 } } }, orderBy: { id: "asc" }, select: { id: true } })) ??
    (await db.user.findFirst({ where: { companyId: request.companyId, kind: "ADMIN", disabledAt: null }, orderBy: { id: "asc" }, select: { id: true } }));
  if (!admin) throw new AppError("NOT_FOUND", "That site has no administrator to sign in as.");
  return admin.id;
}

/** Start acting as someone else; `real` is the actor loaded for the session's real user. */
export async function startMasquerade(
  db: DbTx,
  real: Actor,
  sessionId: string,
  request: TMasqueradeStartRequest,
): Promise<{ module: TModule; name: string }> {
  if (!(await canMasquerade(db, real))) throw accessDenied();
  const targetId = await resolveTargetUser(db, request);
  const target = await loadActor(db, targetId, real.userId);
  if (!target || target.kind === "CONTROL" || targetId === real.userId) throw accessDenied();
  if (!isCompanyInScope(real, target.companyPath)) throw accessDenied();
  await db.session.update({ where: { id: sessionId }, data: { userId: target.userId } });
  await recordAudit(db, { actor: { userId: target.userId, realUserId: real.userId, companyId: target.companyId } }, {
    action: "auth.masquerade_started",
    entity: "user",
    entityId: target.userId,
  });
  return { module: homeModule(target), name: target.name };
}

/** One click back to the real identity. */
export async function endMasquerade(db: DbTx, actor: Actor, sessionId: string): Promise<{ module: TModule }> {
  if (actor.realUserId === actor.userId) throw new AppError("BAD_REQUEST", "You are not signed in as someone else.");
  await db.session.update({ where: { id: sessionId }, data: { userId: actor.realUserId } });
  await recordAudit(db, { actor }, { action: "auth.masquerade_ended", entity: "user", entityId: actor.userId });
  const real = await loadActor(db, actor.realUserId);
  if (!real) throw accessDenied();
  return { module: homeModule(real) };
}
