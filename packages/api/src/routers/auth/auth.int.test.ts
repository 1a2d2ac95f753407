import { RATE_LIMITS, resolveSession } from "@paydesk/services";
import { describeDb, expectTRPCError, recordingCookieJar, uniqueIp } from "@paydesk/tests/harness";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";
import { demoAccount } from "@paydesk/tests/demo-accounts";

describeDb("auth router", (t) => {
  const signedOut = (ip = uniqueIp()) => {
    const cookies = recordingCookieJar();
    return { cookies, caller: callerFor(t.db, null, { cookies, ip }) };
  };

  describe("login", () => {
    it("signs a user in: a session row, its cookie, and the user's home module", async () => {
      const user = await t.fixtures.user({ label: "login-ok" });
      const { caller, cookies } = signedOut("10.9.8.7");

      const result = await caller.auth.login({ email: user.email, password: user.password });

      expect(result).toEqual({
        module: "school",
        user: { id: user.id, email: user.email, name: "Fixture login-ok", module: "school", companyId: user.companyId },
      });
      expect(cookies.sets).toHaveLength(1);
      const { token, expiresAt } = cookies.sets[0]!;
      expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
      const resolved = await resolveSession(t.db, token);
      expect(resolved?.actor.userId).toBe(user.id);
      // Only the token's hash is stored, with where the sign-in came from.
      const row = await t.db.session.findUniqueOrThrow({ where: { id: resolved!.session.id } });
      expect(row.id).not.toBe(token);
      expect(row).toMatchObject({ userId: user.id, ip: "10.9.8.7", userAgent: "vitest" });
      const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored.lastLoginAt).not.toBeNull();
    });

    it.each([
      ["school", "school"],
      ["parent", "parent"],
      ["control", "control"],
      ["vendor", "vendor"],
    ] as const)("signs the demo account %s in to the %s module (docs/product/demo-and-production.md)", async (name, module) => {
      const { email, password } = demoAccount(name);
      const { caller } = signedOut();
      const result = await caller.auth.login({ email, password });
      expect(result.module).toBe(module);
      expect(result.user.email).toBe(email);
    });

    it("matches the e-mail whatever its case and surrounding spaces", async () => {
      const user = await t.fixtures.user({ label: "login-case" });
      const { caller } = signedOut();
      const result = await caller.auth.login({ email: `  ${user.email.toUpperCase()} `, password: user.password });
      expect(result.user.id).toBe(user.id);
    });

    it("refuses a wrong password, and an unknown e-mail, with the same 401 and no cookie", async () => {
      const user = await t.fixtures.user({ label: "login-bad" });
      const { caller, cookies } = signedOut();
      await expectTRPCError(
        caller.auth.login({ email: user.email, password: `${user.password}x` }),
        "UNAUTHORIZED",
        AUTH_MESSAGES.badCredentials,
      );
      await expectTRPCError(
        caller.auth.login({ email: `nobody-${user.email}`, password: user.password }),
        "UNAUTHORIZED",
        AUTH_MESSAGES.badCredentials,
      );
      expect(cookies.sets).toHaveLength(0);
      expect(await t.db.session.count({ where: { userId: user.id } })).toBe(0);
    });

    it("treats the password as case-sensitive", async () => {
      const user = await t.fixtures.user({ label: "login-pwcase" });
      await expectTRPCError(
        signedOut().caller.auth.login({ email: user.email, password: user.password.toUpperCase() }),
        "UNAUTHORIZED",
      );
    });

    it("refuses a disabled account even with the right password", async () => {
      const user = await t.fixtures.user({ label: "login-disabled", disabled: true });
      const { caller, cookies } = signedOut();
      await expectTRPCError(
        caller.auth.login({ email: user.email, password: user.password }),
        "UNAUTHORIZED",
        AUTH_MESSAGES.badCredentials,
      );
      expect(cookies.sets).toHaveLength(0);
      expect(await t.db.session.count({ where: { userId: user.id } })).toBe(0);
    });

    it("refuses empty fields with the form's messages", async () => {
      await expectTRPCError(
        signedOut().caller.auth.login({ email: " ", password: "x" }),
        "BAD_REQUEST",
        "Please enter your e-mail address.",
      );
      await expectTRPCError(
        signedOut().caller.auth.login({ email: "a@b.test", password: "" }),
        "BAD_REQUEST",
        "Please enter your password.",
      );
    });

    it("answers 429 after repeated failures for one account, even with the right password, from any address", async () => {
      const user = await t.fixtures.user({ label: "login-throttle" });
      const wrong = { email: user.email, password: "not-the-password" };
      for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit; i++) {
        await expectTRPCError(signedOut().caller.auth.login(wrong), "UNAUTHORIZED");
      }
      await expectTRPCError(
        signedOut().caller.auth.login({ email: user.email, password: user.password }),
        "TOO_MANY_REQUESTS",
        AUTH_MESSAGES.tooManyAttempts,
      );
      // Another account is not affected.
      const other = await t.fixtures.user({ label: "login-unaffected" });
      await expect(signedOut().caller.auth.login({ email: other.email, password: other.password })).resolves.toBeTruthy();
    });

    it("counts the e-mail's failures whatever case it was typed in", async () => {
      const user = await t.fixtures.user({ label: "login-throttle-case" });
      for (let i = 0; i < RATE_LIMITS.loginPerAccount.limit; i++) {
        const email = i % 2 ? user.email.toUpperCase() : user.email;
        await expectTRPCError(signedOut().caller.auth.login({ email, password: "nope-nope" }), "UNAUTHORIZED");
      }
      await expectTRPCError(signedOut().caller.auth.login({ email: user.email, password: user.password }), "TOO_MANY_REQUESTS");
    });

    it("starts the account's count again after a successful sign-in", async () => {
      const user = await t.fixtures.user({ label: "login-reset" });
      const below = RATE_LIMITS.loginPerAccount.limit - 1;
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < below; i++) {
          await expectTRPCError(signedOut().caller.auth.login({ email: user.email, password: "wrong-wrong" }), "UNAUTHORIZED");
        }
        await expect(signedOut().caller.auth.login({ email: user.email, password: user.password })).resolves.toBeTruthy();
      }
    });

    it("answers 429 to an address after repeated failures across accounts", async () => {
      const ip = uniqueIp();
      const user = await t.fixtures.user({ label: "login-ip" });
      for (let i = 0; i < RATE_LIMITS.loginPerIp.limit; i++) {
        await expectTRPCError(
          signedOut(ip).caller.auth.login({ email: `guess-${i}-${user.email}`, password: "guess" }),
          "UNAUTHORIZED",
        );
      }
      await expectTRPCError(signedOut(ip).caller.auth.login({ email: user.email, password: user.password }), "TOO_MANY_REQUESTS");
      // The same account from another address is fine.
      await expect(signedOut().caller.auth.login({ email: user.email, password: user.password })).resolves.toBeTruthy();
    });
  });

  describe("session", () => {
    it("is null when nobody is signed in", async () => {
      expect(await signedOut().caller.auth.session()).toBeNull();
    });

    it("describes the signed-in user from their session", async () => {
      const user = await t.fixtures.user({ label: "session", permissions: ["items.manage", "reports.view"] });
      const signedIn = await t.fixtures.signIn(user);
      const resolved = await resolveSession(t.db, signedIn.token);
      expect(resolved).not.toBeNull();
      const caller = callerFor(t.db, resolved!.actor, { session: resolved!.session });
      const session = await caller.auth.session();
      const company = await t.db.company.findUniqueOrThrow({ where: { id: user.companyId } });
      expect(session).toEqual({
        user: { id: user.id, email: user.email, name: "Fixture session", kind: "ADMIN", companyId: user.companyId },
        // A company that sets no zone takes the platform default (docs/product/reports-and-time-zones.md).
        company: { id: company.id, name: company.name, kind: "SCHOOL", timeZone: "America/Chicago" },
        mustChangePassword: false,
        homeModule: "school",
        modules: ["school"],
        permissions: expect.arrayContaining(["items.manage", "items.view", "reports.view"]),
        masquerading: false,
        realUser: null,
      });
      expect(session!.permissions).toHaveLength(3);
    });

    it("gives control staff every module", async () => {
      const user = await t.fixtures.user({ kind: "CONTROL", label: "session-control" });
      const caller = callerFor(t.db, await t.fixtures.actor(user));
      const session = await caller.auth.session();
      expect(session?.homeModule).toBe("control");
      expect([...(session?.modules ?? [])].sort()).toEqual(["business", "control", "parent", "school", "vendor"]);
    });

    it("does not resolve an unknown, expired or disabled user's token", async () => {
      expect(await resolveSession(t.db, "not-a-token")).toBeNull();
      expect(await resolveSession(t.db, "")).toBeNull();

      const expiring = await t.fixtures.signIn(await t.fixtures.user({ label: "session-expired" }));
      await t.db.session.update({ where: { id: expiring.session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect(await resolveSession(t.db, expiring.token)).toBeNull();
      expect(await t.db.session.count({ where: { id: expiring.session.id } })).toBe(0);

      const tooOld = await t.fixtures.signIn(await t.fixtures.user({ label: "session-old" }));
      await t.db.session.update({ where: { id: tooOld.session.id }, data: { createdAt: new Date(Date.now() - 8 * 86_400_000) } });
      expect(await resolveSession(t.db, tooOld.token)).toBeNull();

      const disabledUser = await t.fixtures.user({ label: "session-disabled" });
      const disabled = await t.fixtures.signIn(disabledUser);
      await t.db.user.update({ where: { id: disabledUser.id }, data: { disabledAt: new Date() } });
      expect(await resolveSession(t.db, disabled.token)).toBeNull();
    });

    it("extends an idle session when it is used", async () => {
      const signedIn = await t.fixtures.signIn(await t.fixtures.user({ label: "session-touch" }));
      const soon = new Date(Date.now() + 60_000);
      await t.db.session.update({
        where: { id: signedIn.session.id },
        data: { lastSeenAt: new Date(Date.now() - 3_600_000), expiresAt: soon },
      });
      expect(await resolveSession(t.db, signedIn.token)).not.toBeNull();
      const row = await t.db.session.findUniqueOrThrow({ where: { id: signedIn.session.id } });
      expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    });
  });

  describe("logout", () => {
    it("ends the caller's session, clears the cookie and leaves the user's other sessions", async () => {
      const user = await t.fixtures.user({ label: "logout" });
      const first = await t.fixtures.signIn(user);
      const second = await t.fixtures.signIn(user);
      const resolved = (await resolveSession(t.db, first.token))!;
      const cookies = recordingCookieJar();
      const caller = callerFor(t.db, resolved.actor, { session: resolved.session, cookies });

      expect(await caller.auth.logout()).toEqual({ signedOut: true });

      expect(cookies.cleared).toBe(1);
      expect(await resolveSession(t.db, first.token)).toBeNull();
      expect(await resolveSession(t.db, second.token)).not.toBeNull();
      const audit = await t.db.auditEvent.findFirst({ where: { action: "auth.logout", entityId: String(user.id) } });
      expect(audit?.actorId).toBe(user.id);
    });

    it("clears a stale cookie when there is no session", async () => {
      const { caller, cookies } = signedOut();
      expect(await caller.auth.logout()).toEqual({ signedOut: true });
      expect(cookies.cleared).toBe(1);
    });
  });
});
