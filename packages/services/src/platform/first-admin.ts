/**
 * The first platform (control) administrator of a production installation
 * (docs/product/demo-and-production.md). Production writes no demo data, so nobody can sign in until an
 * operator runs the one command below on the server; start-up names it in the log while no control
 * administrator exists. The password is hashed by the product's own argon2id (passwords.ts), and the account
 * is made exactly as the demo's control account: kind CONTROL, the platform company, the Master Administrator
 * role, the control module.
 */
import type { Db } from "@paydesk/db";
import { AppError, BUILT_IN_ROLES, childPath } from "@paydesk/domain";
import { scorePassword } from "@paydesk/domain/password-strength";
import { MAX_PASSWORD_LENGTH } from "@paydesk/validators";
import { z } from "zod";
import { recordAudit } from "./audit.ts";
import { ensureBuiltInRoles } from "./built-in-roles.ts";
import { hashPassword } from "./passwords.ts";

/** What the server's log and the README tell an operator to run. */
export const FIRST_ADMIN_COMMAND = "npm run create-admin -- --email you@example.org";

export const FIRST_ADMIN_MESSAGES = {
  exists:
    "A platform administrator already exists: sign in as that one and add administrators in the product, or run this command again with --another to add one more here.",
  emailTaken: "An account with this e-mail address already exists.",
  emailInvalid: "Give the administrator's e-mail address with --email (e.g. --email you@example.org).",
  weakPassword: "Choose a stronger password: at least 12 characters, rated Strong or better (a few unrelated words work well).",
} as const;

/** A platform administrator's password opens every company: longer than the product's minimum. */
export const FIRST_ADMIN_MIN_PASSWORD_LENGTH = 12;

const PLATFORM_COMPANY_NAME = "PayDesk Platform";
const MASTER_ADMINISTRATOR_ROLE_ID = BUILT_IN_ROLES[0]!.id;

export interface NewControlAdministrator {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** Add one although a control administrator exists (default: refuse). */
  another?: boolean;
}

export async function hasControlAdministrator(db: Db): Promise<boolean> {
  return (await db.user.count({ where: { kind: "CONTROL" } })) > 0;
}

/** Null when the password is good enough for a platform administrator, else why not. */
export function firstAdminPasswordProblem(password: string, userInputs: string[] = []): string | null {
  if (password.length < FIRST_ADMIN_MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH) return FIRST_ADMIN_MESSAGES.weakPassword;
  return scorePassword(password, userInputs).score >= 3 ? null : FIRST_ADMIN_MESSAGES.weakPassword;
}

const ZEmail = z.string().trim().max(254).pipe(z.email(FIRST_ADMIN_MESSAGES.emailInvalid));

/**
 * Creates a control administrator (and, on an empty database, the built-in roles and the platform
 * company). Refuses while one exists unless `another`; refuses a weak password and a taken e-mail.
 */
export async function createControlAdministrator(db: Db, input: NewControlAdministrator): Promise<{ userId: number; companyId: number }> {
  const email = ZEmail.safeParse(input.email);
  if (!email.success) throw new AppError("BAD_REQUEST", FIRST_ADMIN_MESSAGES.emailInvalid);
  const problem = firstAdminPasswordProblem(input.password, [email.data, input.firstName, input.lastName]);
  if (problem) throw new AppError("BAD_REQUEST", problem);
  const passwordHash = await hashPassword(input.password);
  await ensureBuiltInRoles(db);

  return db.$transaction(async (tx) => {
    // One at a time: two commands run together must not both see "none yet".
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('paydesk:first-control-administrator'))`;
    if (!input.another && (await tx.user.count({ where: { kind: "CONTROL" } })) > 0) throw new AppError("CONFLICT", FIRST_ADMIN_MESSAGES.exists);
    const emailNormalized = email.data.toLowerCase();
    if (await tx.user.findUnique({ where: { emailNormalized }, select: { id: true } })) throw new AppError("CONFLICT", FIRST_ADMIN_MESSAGES.emailTaken);

    let platform = await tx.company.findFirst({ where: { kind: "PLATFORM", parentId: null }, orderBy: { id: "asc" }, select: { id: true } });
    if (!platform) {
      const created = await tx.company.create({ data: { kind: "PLATFORM", name: PLATFORM_COMPANY_NAME, path: "pending:platform" }, select: { id: true } });
      await tx.company.update({ where: { id: created.id }, data: { path: childPath(null, created.id) } });
      platform = created;
    }
    const user = await tx.user.create({
      data: {
        kind: "CONTROL",
        companyId: platform.id,
        email: email.data,
        emailNormalized,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        applications: ["CONTROL"],
        roles: { create: [{ roleId: MASTER_ADMINISTRATOR_ROLE_ID }] },
      },
      select: { id: true },
    });
    await recordAudit(
      { db: tx, actor: null },
      { action: "administrator.created_by_operator", entity: "user", entityId: user.id, companyId: platform.id, after: { email: email.data, kind: "CONTROL" } },
    );
    return { userId: user.id, companyId: platform.id };
  });
}
