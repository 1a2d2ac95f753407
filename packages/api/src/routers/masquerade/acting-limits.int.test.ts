/**
 * What the real person keeps while acting as someone else (quick login): a disabled real user is
 * signed out, their password change ends the sessions they act in, and neither an API key nor an
 * own-password change can be made under the borrowed identity.
 */
import { createSession, destroyOtherSessions, resolveSession } from "@paydesk/services";
import { describeDb, expectTRPCError, type FixtureUser } from "@paydesk/tests/harness";
import { API_KEY_MESSAGES } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

describeDb("acting as someone else", (t) => {
  let control: FixtureUser;
  let admin: FixtureUser;

  beforeAll(async () => {
    control = await t.fixtures.user({ kind: "CONTROL", label: "acting-control" });
    const school = await t.fixtures.company({ kind: "SCHOOL" });
    admin = await t.fixtures.user({ company: school, label: "acting-admin" });
  });

  /** A session of `control` acting as `admin`, as masquerade.start leaves it. */
  async function actingSession() {
    const { token, session } = await createSession(t.db, { userId: control.id, ip: "10.9.8.7" });
    await t.db.session.update({ where: { id: session.id }, data: { userId: admin.id } });
    const resolved = await resolveSession(t.db, token);
    expect(resolved?.actor).toMatchObject({ userId: admin.id, realUserId: control.id });
    return { token, resolved: resolved! };
  }

  it("ends the acting session when the real user is disabled", async () => {
    const { token } = await actingSession();
    await t.db.user.update({ where: { id: control.id }, data: { disabledAt: new Date() } });
    try {
      expect(await resolveSession(t.db, token)).toBeNull();
    } finally {
      await t.db.user.update({ where: { id: control.id }, data: { disabledAt: null } });
    }
  });

  it("ends the sessions the real user acts in when their password changes", async () => {
    const { token } = await actingSession();
    await destroyOtherSessions(t.db, control.id, null);
    expect(await resolveSession(t.db, token)).toBeNull();
  });

  it("refuses API keys and own-password changes under the borrowed identity", async () => {
    const { resolved } = await actingSession();
    const caller = callerFor(t.db, resolved.actor, { session: resolved.session });
    await expectTRPCError(caller.account.apiKeys.create({ name: "borrowed" }), "FORBIDDEN", API_KEY_MESSAGES.notWhileActingAs);
    await expectTRPCError(
      caller.account.changePassword({
        module: "school",
        oldPassword: "x",
        newPassword: "abcdefgh",
        newPassword2: "abcdefgh",
        captcha: "x",
      }),
      "FORBIDDEN",
    );
  });
});
