import { accessDenied, AppError, homeModule, isCompanyInScope, mayUseQuickLogin, type Actor } from "@paydesk/domain";
import { COMPANY_MESSAGES, type TMasqueradeStartRequest, type TModule } from "@paydesk/validators";
import { loadActor } from "../auth/actor.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";
import { searchCompanies, suggestAdmins } from "./companies.ts";
import { companyInScope } from "../platform/company-scope.ts";

/**
 * Quick login: control staff, and administrators whose company has sites below it, act as an
 * administrator (or a site's master administrator) inside their subtree. The session keeps the
 * real user; every audited action names both; `end` returns to the real identity. Who may do it,
 * and whom they may become, is decided for the real person behind the session, so switching from
 * one site to another while acting as someone works.
 */
async function realActorOf({ db, actor }: ActorTxContext): Promise<Actor> {
  const real = actor.realUserId === actor.userId ? actor : await loadActor(db, actor.realUserId);
  if (!real) throw accessDenied();
  return real;
}

async function realMayMasquerade(db: ActorTxContext["db"], real: Actor): Promise<boolean> {
  // Whether their company has sites below is read only when the answer depends on it.
  const dependsOnSites = mayUseQuickLogin(real, true) !== mayUseQuickLogin(real, false);
  const sitesBelow =
    dependsOnSites && (await db.company.count({ where: { path: { startsWith: real.companyPath }, NOT: { path: real.companyPath } } })) > 0;
  return mayUseQuickLogin(real, sitesBelow);
}

/** Whether the real person behind the context may use quick login at all. */
export async function canMasquerade(ctx: ActorTxContext): Promise<boolean> {
  return realMayMasquerade(ctx.db, await realActorOf(ctx));
}

/** Quick login works on a browser session only: API keys cannot switch identity. */
function sessionIdOf(ctx: ActorTxContext): string {
  if (!ctx.session) throw new AppError("BAD_REQUEST", COMPANY_MESSAGES.needsSession);
  return ctx.session.id;
}

export type MasqueradeTarget = { target: "user"; userId: number } | { target: "company"; companyId: number };

export interface MasqueradeOption {
  kind: "site" | "admin";
  name: string;
  /** Where the change-site list posts to become this target. */
  target: MasqueradeTarget;
  description: string;
  /** Set when the option is listed but cannot be chosen (a site without an administrator). */
  unavailableReason: string | null;
}

/**
 * At most this many sites and this many administrators answer one search
 * (docs/product/accounts-and-roles.md).
 */
export const MASQUERADE_SEARCH_LIMIT = 15;

/**
 * The change-site list: sites (below the platform) and administrators in the real user's
 * subtree matching the search key. The person's own account and their own company are left out:
 * acting as yourself is no change. `choosableOnly` (the legacy URL, whose objects are masq_urls)
 * also leaves out sites nobody can be acted as at (no active administrator); the app lists them
 * greyed out. Both are conditions of the query, so a full list is a full list of what may be shown.
 */
export async function searchMasqueradeTargets(ctx: ActorTxContext, searchKey: string, { choosableOnly = false }: { choosableOnly?: boolean } = {}): Promise<MasqueradeOption[]> {
  const real = await realActorOf(ctx);
  if (!(await realMayMasquerade(ctx.db, real))) throw accessDenied();
  const asReal = { ...ctx, actor: real };
  const sitesWhere = {
    kind: { not: "PLATFORM" as const },
    id: { not: real.companyId },
    ...(choosableOnly ? { users: { some: { kind: "ADMIN" as const, disabledAt: null, id: { not: real.userId } } } } : {}),
  };
  const [companies, admins] = await Promise.all([
    searchCompanies(asReal, searchKey, MASQUERADE_SEARCH_LIMIT, sitesWhere),
    suggestAdmins(asReal, searchKey, { take: MASQUERADE_SEARCH_LIMIT + 1, activeOnly: true }),
  ]);
  const sites: MasqueradeOption[] = companies
    .map((c) => ({
      kind: "site",
      name: c.name,
      target: { target: "company", companyId: c.id },
      description: [c.kind.charAt(0) + c.kind.slice(1).toLowerCase(), [c.city, c.state].filter(Boolean).join(", ")]
        .filter(Boolean)
        .join(" · "),
      unavailableReason: c.adminCount > 0 ? null : "No administrator",
    }));
  const people: MasqueradeOption[] = admins
    .filter((a) => a.id !== real.userId)
    .slice(0, MASQUERADE_SEARCH_LIMIT)
    .map((a) => ({
      kind: "admin",
      name: a.name,
      target: { target: "user", userId: a.id },
      description: `${a.email} · ${a.companyName}`,
      unavailableReason: null,
    }));
  return [...sites, ...people];
}

/** The administrator a request names: the user, or a site's first master administrator. */
async function resolveTargetUser(db: ActorTxContext["db"], real: Actor, request: TMasqueradeStartRequest): Promise<number> {
  if (request.target === "user") {
    const user = await db.user.findUnique({
      where: { id: request.userId },
      select: { id: true, company: { select: { path: true } } },
    });
    if (!user) throw new AppError("NOT_FOUND", COMPANY_MESSAGES.noSuchAdmin);
    if (!isCompanyInScope(real, user.company.path)) throw accessDenied();
    return user.id;
  }
  // Scope first: a site outside the subtree is refused before anything about it is told.
  await companyInScope(db, real, request.companyId);
  // A site means its first master administrator (built-in role 1), else its first administrator.
  const where = { companyId: request.companyId, kind: "ADMIN" as const, disabledAt: null, NOT: { id: real.userId } };
  const admin =
    (await db.user.findFirst({
      where: { ...where, roles: { some: { roleId: 1 } } },
      orderBy: { id: "asc" },
      select: { id: true },
    })) ?? (await db.user.findFirst({ where, orderBy: { id: "asc" }, select: { id: true } }));
  if (!admin) throw new AppError("NOT_FOUND", COMPANY_MESSAGES.siteHasNoAdmin);
  return admin.id;
}

/**
 * Start acting as someone else. Switching from one target to another keeps the real user. Only
 * administrators can be acted as: never control staff, parents, disabled accounts, or anyone
 * outside the real user's subtree.
 */
export async function startMasquerade(
  ctx: ActorContext,
  request: TMasqueradeStartRequest,
): Promise<{ module: TModule; name: string }> {
  const { db } = ctx;
  const sessionId = sessionIdOf(ctx);
  const real = await realActorOf(ctx);
  if (!(await realMayMasquerade(db, real))) throw accessDenied();
  const targetId = await resolveTargetUser(db, real, request);
  if (targetId === real.userId) throw accessDenied();
  const target = await loadActor(db, targetId, real.userId);
  if (!target) throw accessDenied();
  if (target.kind !== "ADMIN") throw new AppError("FORBIDDEN", COMPANY_MESSAGES.notAnAdmin);
  if (!isCompanyInScope(real, target.companyPath)) throw accessDenied();
  // Recorded as the new identity (both ids), like every action taken while masquerading.
  await inTransaction({ ...ctx, actor: target }, async (tx) => {
    // Only a session of the real user can be switched (never someone else's row).
    const switched = await tx.db.session.updateMany({
      where: { id: sessionId, realUserId: real.userId },
      data: { userId: target.userId },
    });
    if (switched.count !== 1) throw accessDenied();
    await recordAudit(tx, { action: "auth.masquerade_started", entity: "user", entityId: target.userId });
  });
  return { module: homeModule(target), name: target.name };
}

/** One click back to the real identity. */
export async function endMasquerade(ctx: ActorContext): Promise<{ module: TModule; name: string }> {
  const { db, actor } = ctx;
  const sessionId = sessionIdOf(ctx);
  if (actor.realUserId === actor.userId) throw new AppError("BAD_REQUEST", COMPANY_MESSAGES.notMasquerading);
  const real = await loadActor(db, actor.realUserId);
  if (!real) throw accessDenied();
  await inTransaction(ctx, async (tx) => {
    await tx.db.session.updateMany({
      where: { id: sessionId, realUserId: actor.realUserId },
      data: { userId: actor.realUserId },
    });
    // Recorded as the acting identity (both ids), like every action taken while masquerading.
    await recordAudit(tx, { action: "auth.masquerade_ended", entity: "user", entityId: actor.userId });
  });
  return { module: homeModule(real), name: real.name };
}
