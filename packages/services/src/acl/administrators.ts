import {
  accessDenied,
  AppError,
  assertCanGrant,
  assertCanGrantApplications,
  assertMayManageAdmin,
  combineRoles,
  grantOfRole,
  isCompanyInScope,
  isControl,
  mayManageAdmin,
  moduleToEnum,
  type Actor,
  type Holding,
} from "@paydesk/domain";
import {
  ACL_MESSAGES,
  ADMIN_MESSAGES,
  isParentOnly,
  type TAdminFields,
  type TCreateAdminRequest,
  type TFindAdminsRequest,
  type TSetAdminPasswordRequest,
  type TUpdateAdminRequest,
} from "@paydesk/validators";
import { destroyOtherSessions } from "../auth/sessions.ts";
import { sendEmail } from "../platform/mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { generatePassword, hashPassword } from "../platform/passwords.ts";
import { validForCompanyWhere } from "./roles.ts";
import { companyInScope, subtreeFilter } from "../platform/company-scope.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

const ADMIN_SELECT = {
  id: true,
  kind: true,
  email: true,
  firstName: true,
  lastName: true,
  dob: true,
  addressRegion: true,
  applications: true,
  lastLoginAt: true,
  mustChangePassword: true,
  disabledAt: true,
  companyId: true,
  company: { select: { name: true, path: true } },
  roles: {
    select: { role: { select: { id: true, name: true, permissions: true, categories: { select: { categoryId: true } } } } },
    orderBy: { roleId: "asc" },
  },
} as const;

type AdminRow = {
  id: number;
  kind: "ADMIN" | "PARENT" | "CONTROL";
  email: string;
  firstName: string;
  lastName: string;
  dob: Date | null;
  addressRegion: string | null;
  applications: string[];
  lastLoginAt: Date | null;
  mustChangePassword: boolean;
  disabledAt: Date | null;
  companyId: number;
  company: { name: string; path: string };
  roles: { role: { id: number; name: string; permissions: string[]; categories: { categoryId: number }[] } }[];
};

export interface AdminView {
  id: number;
  kind: string;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  dob: string | null;
  addressRegion: string | null;
  applications: string[];
  companyId: number;
  companyName: string;
  roles: { id: number; name: string }[];
  lastLoginAt: Date | null;
  mustChangePassword: boolean;
  /** The actor may edit the account and set or reset its password (domain `mayManageAdmin`). */
  manageable: boolean;
}

/** What the account holds, from the roles read with it. */
function holdingOfRow(row: AdminRow): Holding {
  const { permissions, categoryIds } = combineRoles(row.roles.map((r) => grantOfRole(r.role)));
  return { kind: row.kind, permissions, categoryIds };
}

function toView(row: AdminRow, actor: Actor): AdminView {
  return {
    id: row.id,
    kind: row.kind,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    name: `${row.firstName} ${row.lastName}`.trim(),
    dob: row.dob ? row.dob.toISOString().slice(0, 10) : null,
    addressRegion: row.addressRegion,
    applications: row.applications.map((a) => a.toLowerCase()),
    companyId: row.companyId,
    companyName: row.company.name,
    roles: row.roles.map((r) => ({ id: r.role.id, name: r.role.name })),
    lastLoginAt: row.lastLoginAt,
    mustChangePassword: row.mustChangePassword,
    manageable: mayManageAdmin(actor, holdingOfRow(row)),
  };
}

/** Administrators of a company and the companies below it (the list's company filter). */
export async function findAdmins(ctx: ActorTxContext, input: TFindAdminsRequest): Promise<AdminView[]> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const search = input.search?.trim();
  const rows = await db.user.findMany({
    where: {
      company: { path: { startsWith: company.path } },
      kind: input.includeParents ? { in: ["ADMIN", "PARENT"] } : "ADMIN",
      ...(search
        ? {
            OR: [
              { email: { contains: search, mode: "insensitive" } },
              { firstName: { contains: search, mode: "insensitive" } },
              { lastName: { contains: search, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    select: ADMIN_SELECT,
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take: 1000,
  });
  return rows.map((row) => toView(row, actor));
}

async function adminRowInScope(ctx: ActorTxContext, userId: number): Promise<AdminRow> {
  const { db, actor } = ctx;
  const row = await db.user.findUnique({ where: { id: userId }, select: ADMIN_SELECT });
  // Platform staff accounts are invisible to everyone but platform staff.
  if (!row || (row.kind === "CONTROL" && !isControl(actor))) throw new AppError("NOT_FOUND", ADMIN_MESSAGES.noSuchAdmin);
  if (!isCompanyInScope(actor, row.company.path)) throw accessDenied();
  return row;
}

export async function getAdmin(ctx: ActorTxContext, userId: number): Promise<AdminView> {
  return toView(await adminRowInScope(ctx, userId), ctx.actor);
}

/**
 * The userExists call: is the e-mail taken (case-insensitively; addresses are unique across the
 * platform), and by whom — the id only when that account is in the caller's own subtree, so the
 * check does not hand out ids of other companies' users.
 */
export async function userExists(ctx: ActorTxContext, email: string): Promise<{ taken: boolean; userId: number | null }> {
  const { db, actor } = ctx;
  const user = await db.user.findUnique({
    where: { emailNormalized: email.trim().toLowerCase() },
    select: { id: true, kind: true, company: { select: { path: true } } },
  });
  if (!user) return { taken: false, userId: null };
  const visible = isCompanyInScope(actor, user.company.path) && (user.kind !== "CONTROL" || isControl(actor));
  return { taken: true, userId: visible ? user.id : null };
}

/**
 * Site in scope, roles valid there, e-mail free (except for the user being edited). Every role
 * given or taken away must be one the actor could hand out (domain `canGrant`), as on the roles
 * screen: nobody makes an administrator (themselves included) more than they are, or demotes
 * one above them.
 */
async function checkAdminFields(
  tx: ActorTxContext,
  fields: TAdminFields,
  before?: { id: number; applications: string[]; roleIds: number[] },
) {
  const { actor } = tx;
  const exceptUserId = before?.id;
  const company = await companyInScope(tx.db, actor, fields.companyId);
  const roleIds = [...new Set(fields.roleIds)];
  if (roleIds.length) {
    const valid = await tx.db.role.count({
      where: { AND: [{ id: { in: roleIds } }, validForCompanyWhere(company)] },
    });
    if (valid !== roleIds.length)
      throw new AppError("BAD_REQUEST", ACL_MESSAGES.invalidFields, { roleIds: ACL_MESSAGES.roleNotValidForCompany });
  }
  const kept = before?.roleIds ?? [];
  const changed = [...roleIds.filter((id) => !kept.includes(id)), ...kept.filter((id) => !roleIds.includes(id))];
  if (changed.length) {
    const roles = await tx.db.role.findMany({
      where: { id: { in: changed } },
      select: { permissions: true, categories: { select: { categoryId: true } } },
    });
    for (const role of roles) assertCanGrant(actor, grantOfRole(role), "roleIds");
  }
  const taken = await tx.db.user.findUnique({ where: { emailNormalized: fields.email.toLowerCase() }, select: { id: true } });
  if (taken && taken.id !== exceptUserId)
    throw new AppError("CONFLICT", ACL_MESSAGES.emailTaken, { email: ACL_MESSAGES.emailTaken });
  assertCanGrantApplications(actor, company.kind, fields.applications, before?.applications ?? []);
  return { company, roleIds };
}

function accountKind(applications: TAdminFields["applications"]): "ADMIN" | "PARENT" | "CONTROL" {
  if (applications.includes("control")) return "CONTROL";
  return isParentOnly(applications) ? "PARENT" : "ADMIN";
}

function profileData(fields: TAdminFields) {
  return {
    kind: accountKind(fields.applications),
    email: fields.email,
    emailNormalized: fields.email.toLowerCase(),
    firstName: fields.firstName,
    lastName: fields.lastName,
    dob: fields.dob ? new Date(`${fields.dob}T00:00:00Z`) : null,
    addressRegion: fields.addressRegion ?? null,
    applications: fields.applications.map(moduleToEnum),
  };
}

function passwordEmail(name: string, email: string, password: string, requireChange: boolean, appUrl: string) {
  return {
    to: email,
    subject: "Your PayDesk password",
    text: [
      `Hello ${name},`,
      "",
      "An administrator has set a password for your PayDesk account.",
      `E-mail: ${email}`,
      `Password: ${password}`,
      requireChange ? "You will be asked to choose a new password when you sign in." : "",
      "",
      `Sign in at ${appUrl}/login`,
    ].join("\n"),
    purpose: "password_set_by_admin",
  };
}

export async function createAdmin(
  ctx: ActorContext,
  input: TCreateAdminRequest,
): Promise<{ admin: AdminView; password: string | null; emailed: boolean }> {
  const { actor } = ctx;
  const password = input.password.passwordMode === "manual" ? input.password.password : generatePassword();
  const passwordHash = await hashPassword(password);
  const admin = await inTransaction(ctx, async (tx) => {
    const { company, roleIds } = await checkAdminFields(tx, input.admin);
    const created = await tx.db.user.create({
      data: {
        ...profileData(input.admin),
        companyId: company.id,
        passwordHash,
        passwordChangedAt: new Date(),
        mustChangePassword: input.requireChange,
        roles: { create: roleIds.map((roleId) => ({ roleId, assignedById: actor.userId })) },
      },
      select: ADMIN_SELECT,
    });
    const view = toView(created, actor);
    await recordAudit(tx, {
      action: "admin.created",
      entity: "user",
      entityId: created.id,
      companyId: company.id,
      after: auditView(view),
    });
    if (view.roles.length) {
      await recordAudit(tx, {
        action: "admin.roles_changed",
        entity: "user",
        entityId: created.id,
        companyId: company.id,
        before: { roleIds: [] },
        after: { roleIds: view.roles.map((r) => r.id) },
      });
    }
    await recordAudit(tx, {
      action: "admin.password_set",
      entity: "user",
      entityId: created.id,
      companyId: company.id,
      after: { mode: input.password.passwordMode, sendEmail: input.sendEmail, requireChange: input.requireChange },
    });
    return view;
  });
  let emailed = false;
  if (input.sendEmail) {
    emailed = await sendEmail(ctx, {
      ...passwordEmail(admin.name, admin.email, password, input.requireChange, ctx.appUrl),
      companyId: admin.companyId,
    });
  }
  // A generated password is shown once to the administrator who created the account.
  return { admin, password: input.password.passwordMode === "generate" ? password : null, emailed };
}

/** What the audit keeps of an administrator: the profile, never a secret. */
function auditView({ manageable: _manageable, ...view }: AdminView) {
  return { ...view, lastLoginAt: view.lastLoginAt?.toISOString() ?? null };
}

export async function updateAdmin(ctx: ActorContext, input: TUpdateAdminRequest): Promise<AdminView> {
  const { actor } = ctx;
  return inTransaction(ctx, async (tx) => {
    const before = await adminRowInScope(tx, input.userId);
    // Changing the e-mail of an account above the actor would let them reset its password.
    assertMayManageAdmin(actor, holdingOfRow(before));
    const { company, roleIds } = await checkAdminFields(tx, input.admin, {
      id: before.id,
      applications: toView(before, actor).applications,
      roleIds: before.roles.map((r) => r.role.id),
    });
    await tx.db.userRole.deleteMany({ where: { userId: before.id, roleId: { notIn: roleIds } } });
    const kept = new Set(before.roles.map((r) => r.role.id));
    const updated = await tx.db.user.update({
      where: { id: before.id },
      data: {
        ...profileData(input.admin),
        companyId: company.id,
        roles: { create: roleIds.filter((id) => !kept.has(id)).map((roleId) => ({ roleId, assignedById: actor.userId })) },
      },
      select: ADMIN_SELECT,
    });
    const view = toView(updated, actor);
    const beforeView = toView(before, actor);
    await recordAudit(tx, {
      action: "admin.updated",
      entity: "user",
      entityId: before.id,
      companyId: company.id,
      before: auditView(beforeView),
      after: auditView(view),
    });
    const beforeRoles = beforeView.roles.map((r) => r.id);
    const afterRoles = view.roles.map((r) => r.id);
    if (beforeRoles.join(",") !== afterRoles.join(",")) {
      await recordAudit(tx, {
        action: "admin.roles_changed",
        entity: "user",
        entityId: before.id,
        companyId: company.id,
        before: { roleIds: beforeRoles },
        after: { roleIds: afterRoles },
      });
    }
    return view;
  });
}

export interface SetPasswordResult {
  userId: number;
  password: string;
  /** The e-mail was asked for and handed to the mail server. */
  emailed: boolean;
  /** Set when the e-mail was asked for but could not be sent ('Coult not send e-mail.'). */
  emailError: string | null;
}

/**
 * Set one administrator's password (the mass password change calls this once per admin).
 * Their sessions end; the new password is returned so the page can show a generated one. When
 * the e-mail cannot be sent the password is still changed (the outbox retries the message): the
 * answer says so, and carries the password so that it is not lost.
 */
export async function setAdminPassword(ctx: ActorContext, input: TSetAdminPasswordRequest): Promise<SetPasswordResult> {
  const { actor } = ctx;
  const target = await adminRowInScope(ctx, input.userId);
  // Changing one's own password needs the current one and a captcha (the Password screen).
  if (target.id === actor.userId || target.id === actor.realUserId) throw new AppError("BAD_REQUEST", ADMIN_MESSAGES.ownPassword);
  assertMayManageAdmin(actor, holdingOfRow(target));
  const password = input.passwordMode === "manual" ? input.password! : generatePassword();
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (tx) => {
    await tx.db.user.update({
      where: { id: target.id },
      data: { passwordHash, passwordChangedAt: new Date(), mustChangePassword: input.requireChange },
    });
    await destroyOtherSessions(tx.db, target.id, null);
    await recordAudit(tx, {
      action: "admin.password_set",
      entity: "user",
      entityId: target.id,
      companyId: target.companyId,
      after: { mode: input.passwordMode, sendEmail: input.sendEmail, requireChange: input.requireChange },
    });
  });
  let emailed = false;
  if (input.sendEmail) {
    const name = `${target.firstName} ${target.lastName}`.trim();
    emailed = await sendEmail(ctx, {
      ...passwordEmail(name, target.email, password, input.requireChange, ctx.appUrl),
      companyId: target.companyId,
    });
  }
  return {
    userId: target.id,
    password,
    emailed,
    emailError: input.sendEmail && !emailed ? ACL_MESSAGES.couldNotSendEmail : null,
  };
}

/** E-mail addresses of a company's administrators (suggestions in forms). */
export async function adminEmails(ctx: ActorTxContext, input: { companyId?: number }): Promise<string[]> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const rows = await db.user.findMany({
    where: { kind: "ADMIN", company: { path: { startsWith: company.path } } },
    select: { email: true },
    orderBy: { emailNormalized: "asc" },
    take: 500,
  });
  return rows.map((r) => r.email);
}

export interface AdminSite {
  id: number;
  name: string;
  kind: string;
  parentName: string | null;
}

/** The sites an administrator may pick: their own company and the ones below it, by name. */
export async function adminSites(ctx: ActorTxContext, input: { search?: string }): Promise<AdminSite[]> {
  const { db, actor } = ctx;
  const search = input.search?.trim();
  const rows = await db.company.findMany({
    where: { ...subtreeFilter(actor), ...(search ? { name: { contains: search, mode: "insensitive" } } : {}) },
    select: { id: true, name: true, kind: true, path: true, parent: { select: { name: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: 200,
  });
  // The actor's own company first: it is the default of both the filter and the form.
  const own = rows.filter((c) => c.id === actor.companyId);
  const rest = rows.filter((c) => c.id !== actor.companyId);
  return [...own, ...rest].map((c) => ({ id: c.id, name: c.name, kind: c.kind, parentName: c.parent?.name ?? null }));
}
