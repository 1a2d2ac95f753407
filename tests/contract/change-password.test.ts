/**
 * POST /parent/account/changepassword (docs/product/accounts-and-roles.md, Passwords) with the
 * documented fields: old_password, new_password, new_password2, user, user2, recaptcha. 401 and 403
 * first (STYLE #9).
 */
import { AUTH_MESSAGES, PASSWORD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { captchaSolution, describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

const PATH = "/parent/account/changepassword";
const NEW_PASSWORD = "Http-New-Pass-7";

describeDb(`POST ${PATH}`, (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(() => server?.close());

  async function parent(label: string): Promise<{ user: FixtureUser; session: string }> {
    const user = await t.fixtures.user({ kind: "PARENT", label });
    return { user, session: await signInOverHttp(server, user.email, user.password) };
  }
  const fields = (user: FixtureUser, recaptcha: string, overrides: Record<string, string> = {}) => ({
    old_password: user.password,
    new_password: NEW_PASSWORD,
    new_password2: NEW_PASSWORD,
    user: user.email,
    user2: user.email,
    recaptcha,
    ...overrides,
  });
  const canSignIn = async (email: string, password: string) =>
    (await server.request("/login", { json: { email, password } })).status === 200;

  it("answers 401 when nobody is signed in", async () => {
    const res = await server.request(PATH, { form: { old_password: "a", new_password: "b", new_password2: "b", recaptcha: "x" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.notSignedIn });
  });

  it("answers 403 to a school administrator (not a parent-module user)", async () => {
    const admin = await t.fixtures.user({ kind: "ADMIN", modules: ["school"], label: "http-pw-admin" });
    const session = await signInOverHttp(server, admin.email, admin.password);
    const res = await server.request(PATH, { session, form: fields(admin, "x") });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
  });

  it("answers 400 with the product's message for a short password, under the documented field name", async () => {
    const { user, session } = await parent("http-pw-short");
    const res = await server.request(PATH, { session, form: fields(user, "x", { new_password: "abc", new_password2: "abc" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: "error",
      message: "Password is not long enough.",
      errors: { new_password: "Password is not long enough." },
    });
  });

  it("answers 400 with the product's message when the two passwords differ", async () => {
    const { user, session } = await parent("http-pw-mismatch");
    const res = await server.request(PATH, { session, json: fields(user, "x", { new_password2: "Http-New-Pass-8" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: "error",
      message: "The two passwords you entered do not match.",
      errors: { new_password2: "The two passwords you entered do not match." },
    });
  });

  it("answers 400 for a missing or unsolved captcha, under recaptcha", async () => {
    const { user, session } = await parent("http-pw-captcha");
    const missing = await server.request(PATH, { session, form: fields(user, "") });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: "error", errors: { recaptcha: PASSWORD_MESSAGES.captchaRequired } });
    const unsolved = await server.request(PATH, { session, form: fields(user, "eyJub3QiOiJzb2x2ZWQifQ==") });
    expect(unsolved.status).toBe(400);
    expect(unsolved.body).toEqual({
      status: "error",
      message: PASSWORD_MESSAGES.captchaFailed,
      errors: { recaptcha: PASSWORD_MESSAGES.captchaFailed },
    });
  });

  it("answers 400 under old_password for a wrong current password", async () => {
    const { user, session } = await parent("http-pw-old");
    const res = await server.request(PATH, { session, form: fields(user, await captchaSolution(t.db), { old_password: "not-it" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: "error",
      message: PASSWORD_MESSAGES.oldIncorrect,
      errors: { old_password: PASSWORD_MESSAGES.oldIncorrect },
    });
    expect(await canSignIn(user.email, user.password)).toBe(true);
  });

  it("changes the password: 200 {status: success, message}; the new one signs in, the old does not", async () => {
    const { user, session } = await parent("http-pw-ok");
    const other = await signInOverHttp(server, user.email, user.password);

    const res = await server.request(PATH, { session, form: fields(user, await captchaSolution(t.db)) });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", message: "Your password has been changed." });
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(user.email, user.password)).toBe(false);
    // This browser stays signed in; the user's other browser is signed out.
    const mine = await server.request("/trpc/auth.session", { session });
    expect(mine.body).toMatchObject({ result: { data: { json: { user: { id: user.id } } } } });
    const theirs = await server.request("/trpc/auth.session", { session: other });
    expect(theirs.body).toMatchObject({ result: { data: { json: null } } });
  });
});
