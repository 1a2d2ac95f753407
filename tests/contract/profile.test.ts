/**
 * The profile over HTTP (docs/product/accounts-and-roles.md, Profile): `POST
 * /{module}/account/updateInfo` with the profile fields answers `{status: "success", message:
 * "Profile Updated"}` or 409 `{status: "error", email_taken: true, message: "An account with that
 * email already exists."}`; `GET /{module}/account/info` answers the profile for tools. 401 and 403 first.
 */
import { AUTH_MESSAGES, PROFILE_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueEmail, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("profile over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(() => server?.close());

  const form = (email: string, overrides: Record<string, string> = {}) => ({
    profile_update: "1",
    ajax: "1",
    fname: "Katherine",
    lname: "Johnson",
    email,
    address: "1 Langley Blvd",
    address_2: "",
    city: "Hampton",
    state: "VA",
    country: "USA",
    zip: "23681",
    phone: "757-555-0199",
    ...overrides,
  });
  const signIn = async (user: FixtureUser) => signInOverHttp(server, user.email, user.password);

  it("answers 401 signed out and 403 in a module the user may not act in", async () => {
    const signedOut = await server.request("/school/account/updateInfo", { form: form("a@b.test") });
    expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
    const parent = await t.fixtures.user({ kind: "PARENT", label: "http-profile-403" });
    const res = await server.request("/school/account/updateInfo", { session: await signIn(parent), form: form(parent.email) });
    expect([res.status, res.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
  });

  it("saves the profile: Profile Updated, and the state is NA outside the USA", async () => {
    const user = await t.fixtures.user({ label: "http-profile-save" });
    const session = await signIn(user);
    const saved = await server.request("/school/account/updateInfo", {
      session,
      form: form(user.email, { country: "CAN", state: "ON" }),
    });
    expect([saved.status, saved.body]).toEqual([200, { status: "success", message: PROFILE_MESSAGES.updated }]);
    const read = await server.request("/school/account/info", { session });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({
      status: "success",
      profile: {
        fname: "Katherine",
        lname: "Johnson",
        email: user.email,
        address: "1 Langley Blvd",
        address_2: "",
        city: "Hampton",
        state: "NA",
        country: "CAN",
        zip: "23681",
        phone: "757-555-0199",
      },
    });
  });

  it("works for a parent in the parent module", async () => {
    const parent = await t.fixtures.user({ kind: "PARENT", label: "http-profile-parent" });
    const res = await server.request("/parent/account/updateInfo", { session: await signIn(parent), json: form(parent.email) });
    expect([res.status, res.body]).toEqual([200, { status: "success", message: PROFILE_MESSAGES.updated }]);
  });

  it("answers 409 with email_taken when another account has the e-mail", async () => {
    const taken = await t.fixtures.user({ label: "http-profile-taken" });
    const user = await t.fixtures.user({ label: "http-profile-wants" });
    const res = await server.request("/school/account/updateInfo", { session: await signIn(user), form: form(taken.email) });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: "error",
      message: PROFILE_MESSAGES.emailTaken,
      errors: { email: PROFILE_MESSAGES.emailTaken },
      email_taken: true,
    });
  });

  it("answers 400 with the field's message for bad input, without email_taken", async () => {
    const user = await t.fixtures.user({ label: "http-profile-bad" });
    const res = await server.request("/school/account/updateInfo", { session: await signIn(user), form: form("not-an-email") });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: "error",
      message: PROFILE_MESSAGES.invalidEmail,
      errors: { email: PROFILE_MESSAGES.invalidEmail },
    });
    const noState = await server.request("/school/account/updateInfo", {
      session: await signIn(user),
      form: form(user.email, { state: "" }),
    });
    expect([noState.status, noState.body!.message]).toEqual([400, PROFILE_MESSAGES.stateRequired]);
  });

  describe("changing the sign-in e-mail", () => {
    const LINK = /\/account\/confirm-email\/([A-Za-z0-9_-]+)/;
    const confirm = (token: string) => server.request("/trpc/profile.confirmEmail", { json: { json: { token } } });
    const canSignIn = async (email: string, password: string) =>
      (await server.request("/login", { json: { email, password } })).status === 200;
    const mailTo = (address: string, purpose: string) =>
      t.db.outboundEmail.findMany({ where: { toAddress: address, purpose }, orderBy: { id: "asc" } });

    it("takes the current password: none, or a wrong one, changes nothing", async () => {
      const user = await t.fixtures.user({ label: "http-email-nopw" });
      const session = await signIn(user);
      const wanted = uniqueEmail("http-email-nopw-new");
      const none = await server.request("/school/account/updateInfo", { session, form: form(wanted) });
      expect([none.status, none.body]).toEqual([
        400,
        { status: "error", message: PROFILE_MESSAGES.passwordRequired, errors: { password: PROFILE_MESSAGES.passwordRequired } },
      ]);
      const wrong = await server.request("/school/account/updateInfo", { session, form: form(wanted, { password: "not-it-at-all" }) });
      expect([wrong.status, wrong.body!.message]).toEqual([400, PROFILE_MESSAGES.passwordIncorrect]);
      expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
      expect(await t.db.outboundEmail.count({ where: { toAddress: wanted } })).toBe(0);
    });

    it("waits for the link sent to the new address, tells the old one, and changes once the link is opened", async () => {
      const user = await t.fixtures.user({ label: "http-email-change" });
      const session = await signIn(user);
      const wanted = uniqueEmail("http-email-change-new");
      const res = await server.request("/school/account/updateInfo", { session, form: form(wanted, { password: user.password }) });
      expect([res.status, res.body]).toEqual([200, { status: "success", message: PROFILE_MESSAGES.updated, pending_email: wanted }]);

      // Nothing has changed yet: the old address still signs in, the new one does not.
      const stored = await t.db.user.findUniqueOrThrow({ where: { id: user.id } });
      expect([stored.email, stored.firstName]).toEqual([user.email, "Katherine"]);
      expect(await canSignIn(wanted, user.password)).toBe(false);
      const [confirmation] = await mailTo(wanted, "email_change_confirm");
      expect(confirmation!.subject).toBe("Confirm your new PayDesk e-mail");
      const [notice] = await mailTo(user.email, "email_change_notice");
      expect(notice!.textBody).toContain(wanted);
      expect(notice!.textBody).not.toMatch(LINK);
      const token = LINK.exec(confirmation!.textBody)![1]!;
      expect(await t.db.emailChange.count({ where: { id: token } })).toBe(0);

      const opened = await confirm(token);
      expect(opened.status).toBe(200);
      expect(opened.body).toMatchObject({ result: { data: { json: { message: PROFILE_MESSAGES.emailChanged, email: wanted } } } });
      expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(wanted);
      expect(await canSignIn(wanted, user.password)).toBe(true);
      expect(await canSignIn(user.email, user.password)).toBe(false);
      // Every session of the account ended with the change.
      expect((await server.request("/school/account/info", { session })).status).toBe(401);
      expect(await mailTo(user.email, "email_change_notice")).toHaveLength(2);

      const again = await confirm(token);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({ error: { json: { message: PROFILE_MESSAGES.confirmInvalid } } });
    });

    it("refuses an expired link, and a link replaced by a newer request", async () => {
      const user = await t.fixtures.user({ label: "http-email-expired" });
      const session = await signIn(user);
      const first = uniqueEmail("http-email-first");
      const second = uniqueEmail("http-email-second");
      await server.request("/school/account/updateInfo", { session, form: form(first, { password: user.password }) });
      await server.request("/school/account/updateInfo", { session, form: form(second, { password: user.password }) });
      const firstToken = LINK.exec((await mailTo(first, "email_change_confirm"))[0]!.textBody)![1]!;
      expect((await confirm(firstToken)).status).toBe(400);
      const secondToken = LINK.exec((await mailTo(second, "email_change_confirm"))[0]!.textBody)![1]!;
      await t.db.emailChange.updateMany({ where: { userId: user.id, usedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await confirm(secondToken)).status).toBe(400);
      expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    });

    it("keeps the current e-mail when updateInfo is sent without one, and needs no password then", async () => {
      const user = await t.fixtures.user({ label: "http-email-absent" });
      const { email: _email, ...withoutEmail } = form(user.email);
      const res = await server.request("/school/account/updateInfo", { session: await signIn(user), form: withoutEmail });
      expect([res.status, res.body]).toEqual([200, { status: "success", message: PROFILE_MESSAGES.updated }]);
      expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe(user.email);
    });
  });
});
