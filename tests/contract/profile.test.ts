/**
 * The profile over HTTP (spec 3 §7, §8; CONVENTIONS §10): `POST /{module}/account/updateInfo` with
 * the profile fields answers `{status: "success", message: "Profile Updated"}` or 409 `{status:
 * "error", email_taken: true, message: "An account with that email already exists."}`; `GET
 * /{module}/account/info` answers the profile for tools. 401 and 403 first.
 */
import { AUTH_MESSAGES, PROFILE_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb, type FixtureUser } from "../src/harness.ts";
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
});
