/**
 * The first platform administrator on a real database: the demo database already has one, so the
 * command refuses unless told to add another; the account it makes signs in through the product's
 * own login (argon2id), and weak passwords and taken e-mails are refused.
 */
import { AppError } from "@paydesk/domain";
import { describeDb } from "@paydesk/tests/harness";
import { describe, expect, it } from "vitest";
import { createControlAdministrator, FIRST_ADMIN_MESSAGES, firstAdminPasswordProblem, hasControlAdministrator } from "./first-admin.ts";
import { verifyPassword } from "./passwords.ts";
import { demoAccount } from "@paydesk/tests/demo-accounts";

const STRONG = "quiet-harbor-lantern-42";

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, message: (error as AppError).message };
}

describeDb("createControlAdministrator", (t) => {
  const email = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}@platform.example`;

  it("refuses while a control administrator exists, unless told to add another", async () => {
    expect(await hasControlAdministrator(t.db)).toBe(true);
    const address = email("refused");
    expect(await refusal(createControlAdministrator(t.db, { email: address, firstName: "A", lastName: "B", password: STRONG }))).toEqual({
      code: "CONFLICT",
      message: FIRST_ADMIN_MESSAGES.exists,
    });
    expect(await t.db.user.count({ where: { emailNormalized: address } })).toBe(0);
  });

  it("makes a control administrator of the platform company, with the Master Administrator role, hashed with argon2id", async () => {
    const address = email("Another");
    const { userId, companyId } = await createControlAdministrator(t.db, { email: address, firstName: "Olga", lastName: "Ops", password: STRONG, another: true });
    const user = await t.db.user.findUniqueOrThrow({ where: { id: userId }, include: { roles: true, company: true } });
    expect(user).toMatchObject({ kind: "CONTROL", companyId, emailNormalized: address.toLowerCase(), applications: ["CONTROL"] });
    expect(user.company).toMatchObject({ kind: "PLATFORM", parentId: null });
    expect(user.roles.map((r) => r.roleId)).toEqual([1]);
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain(STRONG);
    const audit = await t.db.auditEvent.findFirstOrThrow({ where: { action: "administrator.created_by_operator", entityId: String(userId) } });
    expect(audit.after).toEqual({ email: address, kind: "CONTROL" });
  });

  it("stores a hash the sign-in's own verification accepts for that password alone", async () => {
    const address = email("signin");
    const { userId } = await createControlAdministrator(t.db, { email: address, firstName: "Sig", lastName: "In", password: STRONG, another: true });
    const { passwordHash } = await t.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(await verifyPassword(passwordHash, STRONG)).toBe(true);
    expect(await verifyPassword(passwordHash, `${STRONG}x`)).toBe(false);
  });

  it("refuses a weak password, a taken e-mail and a malformed one", async () => {
    const base = { firstName: "W", lastName: "P", another: true };
    expect(await refusal(createControlAdministrator(t.db, { ...base, email: email("weak"), password: "Password1!" }))).toMatchObject({ code: "BAD_REQUEST" });
    expect(await refusal(createControlAdministrator(t.db, { ...base, email: demoAccount("control").email, password: STRONG }))).toEqual({
      code: "CONFLICT",
      message: FIRST_ADMIN_MESSAGES.emailTaken,
    });
    expect(await refusal(createControlAdministrator(t.db, { ...base, email: "not-an-address", password: STRONG }))).toEqual({
      code: "BAD_REQUEST",
      message: FIRST_ADMIN_MESSAGES.emailInvalid,
    });
  });
});

describe("firstAdminPasswordProblem", () => {
  it.each([
    ["short", "Ab1!xyz", false],
    ["common", "Password123!", false],
    ["the e-mail itself", "ops@school.example", false],
    ["generated-looking", "Zq8!mT2#vLp9@wRx", true],
    ["a passphrase", STRONG, true],
  ])("%s", (_, password, good) => {
    expect(firstAdminPasswordProblem(password, ["ops@school.example"]) === null).toBe(good);
  });
});
