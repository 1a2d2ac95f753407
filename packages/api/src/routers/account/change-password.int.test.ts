import { login, RATE_LIMITS, resolveSession } from "@paydesk/services";
import {
  captchaSolution,
  createTestContext,
  describeDb,
  expectTRPCError,
  type FixtureUser,
  type UserOptions,
} from "@paydesk/tests/harness";
import { AUTH_MESSAGES, PASSWORD_MESSAGES, type TModule } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { describeError } from "../../errors.ts";
import { callerFor } from "@paydesk/tests/callers";

const NEW_PASSWORD = "Brand-New-Pass-9";

describeDb("account.changePassword", (t) => {
  /** A user signed in through the real login, and a caller on that session. */
  async function signedIn(options: UserOptions = { kind: "PARENT" }) {
    const user = await t.fixtures.user({ label: "pw", ...options });
    const { token } = await t.fixtures.signIn(user);
    const resolved = (await resolveSession(t.db, token))!;
    const caller = callerFor(t.db, resolved.actor, { session: resolved.session, ip: "10.20.30.40" });
    return { user, token, caller };
  }

  const form = (user: FixtureUser, captcha: string, module: TModule = "parent") => ({
    module,
    oldPassword: user.password,
    newPassword: NEW_PASSWORD,
    newPassword2: NEW_PASSWORD,
    captcha,
  });

  const canSignIn = async (email: string, password: string) => {
    try {
      await login(createTestContext(t.db, null), { email, password });
      return true;
    } catch {
      return false;
    }
  };

  describe("who may call it", () => {
    it("refuses a signed-out caller with 401 before reading the input", async () => {
      const caller = callerFor(t.db, null);
      await expectTRPCError(
        caller.account.changePassword({ module: "parent", oldPassword: "", newPassword: "x", newPassword2: "y", captcha: "" }),
        "UNAUTHORIZED",
        AUTH_MESSAGES.notSignedIn,
      );
    });

    it("refuses a module the user may not act in with 403, before validating the fields", async () => {
      const admin = await signedIn({ kind: "ADMIN", modules: ["school"] });
      await expectTRPCError(
        admin.caller.account.changePassword({
          module: "parent",
          oldPassword: "",
          newPassword: "x",
          newPassword2: "y",
          captcha: "",
        }),
        "FORBIDDEN",
        AUTH_MESSAGES.accessDenied,
      );
      const parent = await signedIn();
      await expectTRPCError(parent.caller.account.changePassword(form(parent.user, "x", "school")), "FORBIDDEN");
      expect(await canSignIn(parent.user.email, parent.user.password)).toBe(true);
    });

    it("refuses someone acting as another user (quick login) with 403 and the message, and changes nothing", async () => {
      const target = await signedIn({ kind: "ADMIN", modules: ["school"] });
      const support = await t.fixtures.user({ kind: "CONTROL", label: "support" });
      const { token } = await t.fixtures.signIn(target.user);
      const resolved = (await resolveSession(t.db, token))!;
      const actingAs = callerFor(t.db, { ...resolved.actor, realUserId: support.id }, { session: resolved.session, ip: "10.20.30.41" });
      await expectTRPCError(
        actingAs.account.changePassword(form(target.user, await captchaSolution(t.db), "school")),
        "FORBIDDEN",
        PASSWORD_MESSAGES.notWhileActingAs,
      );
      expect(await canSignIn(target.user.email, target.user.password)).toBe(true);
    });
  });

  describe("validation (docs/product/accounts-and-roles.md)", () => {
    it("refuses a new password shorter than 6 characters", async () => {
      const { user, caller } = await signedIn();
      const error = await expectTRPCError(
        caller.account.changePassword({ ...form(user, "x"), newPassword: "abc12", newPassword2: "abc12" }),
        "BAD_REQUEST",
        "Password is not long enough.",
      );
      expect(describeError(error).fieldErrors).toEqual({ newPassword: "Password is not long enough." });
    });

    it("refuses two different new passwords", async () => {
      const { user, caller } = await signedIn();
      const error = await expectTRPCError(
        caller.account.changePassword({ ...form(user, "x"), newPassword2: `${NEW_PASSWORD}!` }),
        "BAD_REQUEST",
        "The two passwords you entered do not match.",
      );
      expect(describeError(error).fieldErrors).toEqual({ newPassword2: "The two passwords you entered do not match." });
    });

    it("asks for the captcha when it is missing", async () => {
      const { user, caller } = await signedIn();
      await expectTRPCError(caller.account.changePassword(form(user, "")), "BAD_REQUEST", PASSWORD_MESSAGES.captchaRequired);
    });

    it("refuses a captcha that is not a solution, and one solved for a challenge we did not issue", async () => {
      const { user, caller } = await signedIn();
      const garbage = await expectTRPCError(
        caller.account.changePassword(form(user, "not-a-payload")),
        "BAD_REQUEST",
        PASSWORD_MESSAGES.captchaFailed,
      );
      expect(describeError(garbage).fieldErrors).toEqual({ captcha: PASSWORD_MESSAGES.captchaFailed });

      const solved = JSON.parse(Buffer.from(await captchaSolution(t.db), "base64").toString()) as {
        challenge: { parameters: { salt: string } };
        solution: { derivedKey: string };
      };
      const key = solved.solution.derivedKey;
      const wrongKey = {
        ...solved,
        solution: { ...solved.solution, derivedKey: `${key[0] === "0" ? "1" : "0"}${key.slice(1)}` },
      };
      await expectTRPCError(
        caller.account.changePassword(form(user, Buffer.from(JSON.stringify(wrongKey)).toString("base64"))),
        "BAD_REQUEST",
        PASSWORD_MESSAGES.captchaFailed,
      );
      const tampered = {
        ...solved,
        challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, salt: "00" } },
      };
      await expectTRPCError(
        caller.account.changePassword(form(user, Buffer.from(JSON.stringify(tampered)).toString("base64"))),
        "BAD_REQUEST",
        PASSWORD_MESSAGES.captchaFailed,
      );
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(false);
    });

    it("accepts a captcha once: a replayed solution is refused", async () => {
      const { user, caller } = await signedIn();
      const captcha = await captchaSolution(t.db);
      // The first use spends the solution (then fails on the old password).
      await expectTRPCError(
        caller.account.changePassword({ ...form(user, captcha), oldPassword: "wrong-old" }),
        "BAD_REQUEST",
        PASSWORD_MESSAGES.oldIncorrect,
      );
      await expectTRPCError(caller.account.changePassword(form(user, captcha)), "BAD_REQUEST", PASSWORD_MESSAGES.captchaFailed);
      expect(await canSignIn(user.email, user.password)).toBe(true);
    });

    it("refuses a wrong current password and keeps the old one", async () => {
      const { user, caller } = await signedIn();
      const error = await expectTRPCError(
        caller.account.changePassword({ ...form(user, await captchaSolution(t.db)), oldPassword: `${user.password}?` }),
        "BAD_REQUEST",
        PASSWORD_MESSAGES.oldIncorrect,
      );
      expect(describeError(error).fieldErrors).toEqual({ oldPassword: PASSWORD_MESSAGES.oldIncorrect });
      expect(await canSignIn(user.email, user.password)).toBe(true);
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(false);
    });

    it("throttles attempts per user (429), even a correct one", async () => {
      const { user, caller } = await signedIn();
      for (let i = 0; i < RATE_LIMITS.passwordChangePerUser.limit; i++) {
        await expectTRPCError(caller.account.changePassword(form(user, "not-a-payload")), "BAD_REQUEST");
      }
      await expectTRPCError(
        caller.account.changePassword(form(user, await captchaSolution(t.db))),
        "TOO_MANY_REQUESTS",
        PASSWORD_MESSAGES.tooManyAttempts,
      );
      expect(await canSignIn(user.email, user.password)).toBe(true);
    });
  });

  describe("a successful change", () => {
    it("changes the password, ends the user's other sessions, keeps this one, and audits without the password", async () => {
      const { user, token, caller } = await signedIn();
      const otherSession = await t.fixtures.signIn(user);
      const bystander = await t.fixtures.user({ kind: "PARENT", label: "pw-bystander" });
      const bystanderSession = await t.fixtures.signIn(bystander);

      const result = await caller.account.changePassword(form(user, await captchaSolution(t.db)));

      expect(result).toEqual({ message: "Your password has been changed." });
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
      expect(await canSignIn(user.email, user.password)).toBe(false);
      expect(await resolveSession(t.db, token)).not.toBeNull();
      expect(await resolveSession(t.db, otherSession.token)).toBeNull();
      expect(await resolveSession(t.db, bystanderSession.token)).not.toBeNull();

      const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored.passwordChangedAt).not.toBeNull();
      expect(stored.passwordHash).not.toContain(NEW_PASSWORD);

      const events = await t.db.auditEvent.findMany({ where: { action: "account.password_changed", entityId: String(user.id) } });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorId: user.id, realActorId: user.id, entity: "user", ip: "10.20.30.40" });
      const recorded = JSON.stringify(events[0], (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value));
      expect(recorded).not.toContain(NEW_PASSWORD);
      expect(recorded).not.toContain(user.password);
      expect(recorded).not.toContain(stored.passwordHash);
      expect(recorded).not.toContain("$argon2");
    });

    it("works for an admin in their own module", async () => {
      const { user, caller } = await signedIn({ kind: "ADMIN", modules: ["school"] });
      await caller.account.changePassword(form(user, await captchaSolution(t.db), "school"));
      expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    });

    it("does not touch another user's password", async () => {
      const { user, caller } = await signedIn();
      const neighbour = await t.fixtures.user({ kind: "PARENT", label: "pw-neighbour" });
      await caller.account.changePassword(form(user, await captchaSolution(t.db)));
      expect(await canSignIn(neighbour.email, neighbour.password)).toBe(true);
    });
  });
});
