import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, PROFILE_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import { callerAs, callerFor } from "@paydesk/tests/callers";

describeDb("profile", (t) => {
  const fields = (email: string) => ({
    fname: "Grace",
    lname: "Hopper",
    email,
    address: "1 Navy Way",
    address_2: "Suite 2",
    city: "Arlington",
    state: "va",
    country: "USA" as const,
    zip: "22202",
    phone: "703-555-0100",
  });

  it("answers the user's own profile, blank before the first save", async () => {
    const user = await t.fixtures.user({ label: "profile-new" });
    expect(await (await callerAs(t.db, user)).profile.get({ module: "school" })).toEqual({
      fname: "Fixture",
      lname: "profile-new",
      email: user.email,
      address: "",
      address_2: "",
      city: "",
      state: "",
      country: "USA",
      zip: "",
      phone: "",
    });
  });

  it("saves every field, answers Profile Updated, and audits the change", async () => {
    const user = await t.fixtures.user({ label: "profile-save" });
    const caller = await callerAs(t.db, user);
    // The same address in another case is no new address: saved as typed, no password needed.
    const email = user.email.toUpperCase();
    const saved = await caller.profile.update({ module: "school", ...fields(email) });
    expect(saved).toEqual({ message: PROFILE_MESSAGES.updated, profile: { ...fields(email), state: "VA" }, pendingEmail: null });
    const row = await t.db.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { firstName: true, email: true, emailNormalized: true },
    });
    expect(row).toEqual({ firstName: "Grace", email, emailNormalized: email.toLowerCase() });
    expect(await t.db.auditEvent.count({ where: { action: "account.profile_updated", entityId: String(user.id) } })).toBe(1);
  });

  it("saves the rest at once but keeps a new e-mail pending, behind the current password", async () => {
    const user = await t.fixtures.user({ label: "profile-new-email" });
    const caller = await callerAs(t.db, user);
    const email = `grace-${user.id}@example.test`;
    await expectTRPCError(caller.profile.update({ module: "school", ...fields(email) }), "BAD_REQUEST", PROFILE_MESSAGES.passwordRequired);
    const saved = await caller.profile.update({ module: "school", ...fields(email), password: user.password });
    expect(saved).toEqual({
      message: PROFILE_MESSAGES.updated,
      profile: { ...fields(user.email), state: "VA" },
      pendingEmail: email,
    });
    expect(await t.db.emailChange.count({ where: { userId: user.id, newEmail: email, usedAt: null } })).toBe(1);
  });

  it("stores NA as the state outside the USA", async () => {
    const user = await t.fixtures.user({ label: "profile-can" });
    const saved = await (
      await callerAs(t.db, user)
    ).profile.update({ module: "school", ...fields(user.email), country: "CAN", state: "ON" });
    expect(saved.profile.state).toBe("NA");
    expect((await t.db.userProfile.findUniqueOrThrow({ where: { userId: user.id } })).state).toBe("NA");
  });

  it("refuses an e-mail another account has (any case) with 409 on the e-mail field, and changes nothing", async () => {
    const taken = await t.fixtures.user({ label: "profile-taken" });
    const user = await t.fixtures.user({ label: "profile-wants" });
    const caller = await callerAs(t.db, user);
    const error = await expectTRPCError(
      caller.profile.update({ module: "school", ...fields(taken.email.toUpperCase()) }),
      "CONFLICT",
      PROFILE_MESSAGES.emailTaken,
    );
    expect((error.cause as { fieldErrors?: unknown }).fieldErrors).toEqual({ email: PROFILE_MESSAGES.emailTaken });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Fixture");
    // Keeping one's own address (in another case) is no conflict.
    expect((await caller.profile.update({ module: "school", ...fields(user.email.toUpperCase()) })).message).toBe(
      PROFILE_MESSAGES.updated,
    );
  });

  it("works in every module the user may act in, the parent's too, and nowhere else", async () => {
    const parent = await t.fixtures.user({ kind: "PARENT", label: "profile-parent" });
    const caller = await callerAs(t.db, parent);
    expect(
      (await caller.profile.update({ module: "parent", ...fields(parent.email), country: "GBR", state: "" })).profile.state,
    ).toBe("NA");
    await expectTRPCError(caller.profile.get({ module: "school" }), "FORBIDDEN", AUTH_MESSAGES.accessDenied);
    await expectTRPCError(callerFor(t.db, null).profile.get({ module: "school" }), "UNAUTHORIZED");
  });

  it("refuses bad input with the field's message", async () => {
    const user = await t.fixtures.user({ label: "profile-bad" });
    const caller = await callerAs(t.db, user);
    await expectTRPCError(
      caller.profile.update({ module: "school", ...fields("nope") }),
      "BAD_REQUEST",
      PROFILE_MESSAGES.invalidEmail,
    );
    await expectTRPCError(
      caller.profile.update({ module: "school", ...fields(user.email), state: "" }),
      "BAD_REQUEST",
      PROFILE_MESSAGES.stateRequired,
    );
  });
});
