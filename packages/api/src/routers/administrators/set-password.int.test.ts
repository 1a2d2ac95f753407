import type { Actor } from "@paydesk/domain";
import { login, outboxTransport, resolveSession, smtpTransport, type MailTransport } from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError, type FixtureUser } from "@paydesk/tests/harness";
import { startSmtpReceiver, type SmtpReceiver } from "@paydesk/tests/smtp";
import { ACL_MESSAGES, ADMIN_MESSAGES, AUTH_MESSAGES, PASSWORD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

/**
 * Mass password change (docs/product/accounts-and-roles.md):
 * the page calls setPassword once per selected administrator.
 */
describeDb("administrators.setPassword", (t) => {
  let smtp: SmtpReceiver;
  let mail: MailTransport;
  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    mail = smtpTransport(smtp.url);
  });
  afterAll(async () => {
    mail.close?.();
    await smtp.close();
  });

  const as = (actor: Actor | null, transport: MailTransport = outboxTransport) =>
    callerFor(t.db, actor, { mail: transport, appUrl: "http://paydesk.test" });

  async function setup() {
    const company = await t.fixtures.company();
    const admin = await t.fixtures.user({ company, label: "manager" });
    const target = await t.fixtures.user({ company, label: "target" });
    return {
      company,
      admin,
      target,
      caller: as(await t.fixtures.actor(admin)),
      smtpCaller: as(await t.fixtures.actor(admin), mail),
    };
  }

  const canSignIn = async (user: FixtureUser, password: string) => {
    try {
      await login(createTestContext(t.db, null), { email: user.email, password });
      return true;
    } catch {
      return false;
    }
  };

  it("sets a typed password: the new one signs in, the old one no longer does, and the target's sessions end", async () => {
    const { target, caller } = await setup();
    const { token } = await t.fixtures.signIn(target);
    const result = await caller.administrators.setPassword({
      module: "school",
      userId: target.id,
      passwordMode: "manual",
      password: "Typed-Pass-7",
    });
    expect(result).toEqual({ userId: target.id, password: "Typed-Pass-7", emailed: false, emailError: null });
    expect(await canSignIn(target, "Typed-Pass-7")).toBe(true);
    expect(await canSignIn(target, target.password)).toBe(false);
    expect(await resolveSession(t.db, token)).toBeNull();
  });

  it("generates a different strong password for each call", async () => {
    const { target, caller } = await setup();
    const first = await caller.administrators.setPassword({ module: "school", userId: target.id, passwordMode: "generate" });
    const second = await caller.administrators.setPassword({ module: "school", userId: target.id, passwordMode: "generate" });
    expect(first.password).toMatch(/^\S{14}$/);
    expect(first.password).not.toBe(second.password);
    expect(await canSignIn(target, second.password)).toBe(true);
  });

  it("forces a change at next sign-in when asked, and auth.session tells the app", async () => {
    const { target, caller } = await setup();
    await caller.administrators.setPassword({
      module: "school",
      userId: target.id,
      passwordMode: "manual",
      password: "Forced-Pass-1",
      requireChange: true,
    });
    const signedIn = await login(createTestContext(t.db, null), { email: target.email, password: "Forced-Pass-1" });
    const resolved = (await resolveSession(t.db, signedIn.token))!;
    const session = await callerFor(t.db, resolved.actor, { session: resolved.session }).auth.session();
    expect(session?.mustChangePassword).toBe(true);

    await caller.administrators.setPassword({
      module: "school",
      userId: target.id,
      passwordMode: "manual",
      password: "Forced-Pass-2",
      requireChange: false,
    });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: target.id } })).mustChangePassword).toBe(false);
  });

  it("e-mails the new password through the mail server when asked", async () => {
    const { target, smtpCaller } = await setup();
    const result = await smtpCaller.administrators.setPassword({
      module: "school",
      userId: target.id,
      passwordMode: "generate",
      sendEmail: true,
      requireChange: true,
    });
    expect(result.emailed).toBe(true);
    const message = await smtp.waitFor((m) => m.to.includes(target.email));
    expect(message.subject).toBe("Your PayDesk password");
    expect(message.text).toContain(`Password: ${result.password}`);
    expect(message.text).toContain("You will be asked to choose a new password when you sign in.");
    expect(message.text).toContain("http://paydesk.test/login");
  });

  it("still changes the password when the e-mail cannot be sent, and says 'Coult not send e-mail.'", async () => {
    const { target, smtpCaller } = await setup();
    smtp.refuseMessages(true);
    let result;
    try {
      result = await smtpCaller.administrators.setPassword({
        module: "school",
        userId: target.id,
        passwordMode: "generate",
        sendEmail: true,
      });
    } finally {
      smtp.refuseMessages(false);
    }
    expect(result).toMatchObject({ emailed: false, emailError: ACL_MESSAGES.couldNotSendEmail });
    expect(await canSignIn(target, result.password)).toBe(true);
    const row = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: target.email } });
    expect(row.status).toBe("FAILED");
  });

  it("writes every change to the audit log, never the password", async () => {
    const { admin, target, caller, company } = await setup();
    await caller.administrators.setPassword({
      module: "school",
      userId: target.id,
      passwordMode: "manual",
      password: "Audited-Pass-3",
      sendEmail: false,
      requireChange: true,
    });
    const events = await t.db.auditEvent.findMany({ where: { action: "admin.password_set", entityId: String(target.id) } });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: admin.id,
      companyId: company.id,
      after: { mode: "manual", sendEmail: false, requireChange: true },
    });
    expect(JSON.stringify(events[0]!.after)).not.toContain("Audited-Pass-3");
  });

  it("refuses a typed password shorter than 6 characters: 'Password is not long enough.'", async () => {
    const { target, caller } = await setup();
    await expectTRPCError(
      caller.administrators.setPassword({ module: "school", userId: target.id, passwordMode: "manual", password: "abc" }),
      "BAD_REQUEST",
      PASSWORD_MESSAGES.tooShort,
    );
    await expectTRPCError(
      caller.administrators.setPassword({ module: "school", userId: target.id, passwordMode: "manual" }),
      "BAD_REQUEST",
      PASSWORD_MESSAGES.tooShort,
    );
    expect(await canSignIn(target, target.password)).toBe(true);
  });

  it("refuses administrators of another company with 403, and platform staff with 404", async () => {
    const { caller } = await setup();
    const stranger = await t.fixtures.user({ label: "stranger" });
    await expectTRPCError(
      caller.administrators.setPassword({ module: "school", userId: stranger.id, passwordMode: "generate" }),
      "FORBIDDEN",
      AUTH_MESSAGES.accessDenied,
    );
    expect(await canSignIn(stranger, stranger.password)).toBe(true);
    const staff = await t.fixtures.user({ kind: "CONTROL" });
    await expectTRPCError(
      caller.administrators.setPassword({ module: "school", userId: staff.id, passwordMode: "generate" }),
      "NOT_FOUND",
    );
  });

  it("sends the caller to the Password screen for their own password", async () => {
    const { admin, caller } = await setup();
    await expectTRPCError(
      caller.administrators.setPassword({ module: "school", userId: admin.id, passwordMode: "manual", password: "Self-Pass-1" }),
      "BAD_REQUEST",
      ADMIN_MESSAGES.ownPassword,
    );
    expect(await canSignIn(admin, admin.password)).toBe(true);
  });

  it("works for parent accounts too (the mass change of the parent module)", async () => {
    const { company } = await setup();
    const parent = await t.fixtures.user({ kind: "PARENT", company });
    const control = as(await t.fixtures.actor(await t.fixtures.user({ kind: "CONTROL" })));
    const result = await control.administrators.setPassword({ module: "parent", userId: parent.id, passwordMode: "generate" });
    expect(await canSignIn(parent, result.password)).toBe(true);
  });
});
