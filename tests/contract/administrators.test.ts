/**
 * The administrators' documented calls (docs/product/accounts-and-roles.md) over HTTP, with the
 * documented field names: POST /login/registration/userExists, POST
 * /{module}/settings/users/user/change-password and GET /{module}/settings/administrators/emails.
 * 401 and 403 first (STYLE #9).
 */
import { ADMIN_MESSAGES, AUTH_MESSAGES, PASSWORD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueEmail, type FixtureCompany, type FixtureUser, type UserOptions } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("administrators over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(() => server?.close());

  async function signedIn(options: UserOptions = {}): Promise<{ user: FixtureUser; session: string }> {
    const user = await t.fixtures.user(options);
    return { user, session: await signInOverHttp(server, user.email, user.password) };
  }

  /** A company with a master admin signed in, a colleague, and a stranger in another company. */
  async function office(): Promise<{
    company: FixtureCompany;
    admin: FixtureUser;
    session: string;
    colleague: FixtureUser;
    stranger: FixtureUser;
  }> {
    const company = await t.fixtures.company();
    const { user: admin, session } = await signedIn({ company, label: "http-admin" });
    const colleague = await t.fixtures.user({ company, label: "http-colleague" });
    const stranger = await t.fixtures.user({ label: "http-stranger" });
    return { company, admin, session, colleague, stranger };
  }

  const canSignIn = async (email: string, password: string) =>
    (await server.request("/login", { json: { email, password } })).status === 200;

  describe("POST /login/registration/userExists", () => {
    const PATH = "/login/registration/userExists";

    it("answers 401 when nobody is signed in", async () => {
      const res = await server.request(PATH, { form: { email: "someone@example.test" } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.notSignedIn });
    });

    it("answers 403 to parents and to administrators without the settings permission", async () => {
      for (const options of [{ kind: "PARENT" }, { permissions: ["items.manage"] }] as UserOptions[]) {
        const { session } = await signedIn(options);
        const res = await server.request(PATH, { session, form: { email: "someone@example.test" } });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      }
    });

    it("answers taken and user_id, in any case; another company's account is taken without its id", async () => {
      const { session, colleague, stranger } = await office();
      expect((await server.request(PATH, { session, form: { email: colleague.email.toUpperCase() } })).body).toEqual({
        status: "success",
        taken: true,
        user_id: colleague.id,
      });
      expect((await server.request(PATH, { session, json: { email: uniqueEmail("free") } })).body).toEqual({
        status: "success",
        taken: false,
        user_id: null,
      });
      expect((await server.request(PATH, { session, json: { email: stranger.email } })).body).toEqual({
        status: "success",
        taken: true,
        user_id: null,
      });
    });

    it("answers 400 with the message for something that is not an e-mail address", async () => {
      const { session } = await office();
      for (const form of [{ email: "not-an-address" }, {}] as Record<string, string>[]) {
        const res = await server.request(PATH, { method: "POST", session, form });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          status: "error",
          message: ADMIN_MESSAGES.emailInvalid,
          errors: { email: ADMIN_MESSAGES.emailInvalid },
        });
      }
    });
  });

  describe("POST /{module}/settings/users/user/change-password", () => {
    const PATH = "/school/settings/users/user/change-password";

    it("answers 401 when nobody is signed in", async () => {
      const res = await server.request(PATH, { form: { user: "1", pw_mode: "generate" } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.notSignedIn });
    });

    it("answers 403 without settings.manage, in a module the admin does not use, and for another company's admin", async () => {
      const { company, session, colleague, stranger } = await office();
      const viewer = await signedIn({ company, permissions: ["settings.view"] });
      for (const [path, s, user] of [
        [PATH, viewer.session, colleague],
        ["/vendor/settings/users/user/change-password", session, colleague],
        [PATH, session, stranger],
      ] as const) {
        const res = await server.request(path, {
          session: s,
          form: { user: String(user.id), pw_mode: "manual", pw: "Never-Set-1" },
        });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      }
      expect(await canSignIn(stranger.email, stranger.password)).toBe(true);
      expect(await canSignIn(colleague.email, colleague.password)).toBe(true);
    });

    it("sets a typed password, e-mails it and forces a change: status and password", async () => {
      const { session, colleague } = await office();
      const res = await server.request(PATH, {
        session,
        form: { user: String(colleague.id), pw_mode: "manual", pw: "Http-Typed-1", send_email: "1", require_user: "1" },
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success", password: "Http-Typed-1", emailed: true });
      expect(await canSignIn(colleague.email, "Http-Typed-1")).toBe(true);
      expect(await canSignIn(colleague.email, colleague.password)).toBe(false);
      const stored = await t.db.user.findUniqueOrThrow({ where: { id: colleague.id } });
      expect(stored.mustChangePassword).toBe(true);
      const mail = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: colleague.email } });
      expect(mail.textBody).toContain("Password: Http-Typed-1");
    });

    it("generates a password (pw_mode generate, or the legacy auto) and answers it", async () => {
      const { session, colleague } = await office();
      for (const pw_mode of ["generate", "auto"]) {
        const res = await server.request(PATH, {
          session,
          json: { user: colleague.id, pw_mode, send_email: false, require_user: false },
        });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ status: "success", emailed: false });
        const password = res.body!.password as string;
        expect(password).toMatch(/^\S{14}$/);
        expect(await canSignIn(colleague.email, password)).toBe(true);
      }
      expect(await t.db.outboundEmail.count({ where: { toAddress: colleague.email } })).toBe(0);
    });

    it("answers 400 with the message under the documented field names for bad input", async () => {
      const { session, colleague, admin } = await office();
      const cases: [Record<string, string>, string, Record<string, string>][] = [
        [
          { user: String(colleague.id), pw_mode: "manual", pw: "abc" },
          PASSWORD_MESSAGES.tooShort,
          { pw: PASSWORD_MESSAGES.tooShort },
        ],
        [
          { user: String(colleague.id), pw_mode: "sometimes" },
          ADMIN_MESSAGES.passwordModeRequired,
          { pw_mode: ADMIN_MESSAGES.passwordModeRequired },
        ],
        [{ pw_mode: "generate" }, ADMIN_MESSAGES.chooseAdmin, { user: ADMIN_MESSAGES.chooseAdmin }],
      ];
      for (const [form, message, errors] of cases) {
        const res = await server.request(PATH, { session, form });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: "error", message });
        expect(res.body!.errors).toMatchObject(errors);
      }
      const own = await server.request(PATH, { session, form: { user: String(admin.id), pw_mode: "manual", pw: "Self-Pass-1" } });
      expect(own.status).toBe(400);
      expect(own.body).toEqual({ status: "error", message: ADMIN_MESSAGES.ownPassword });
      expect(await canSignIn(colleague.email, colleague.password)).toBe(true);
    });

    it("answers 404 for an unknown administrator", async () => {
      const { session } = await office();
      const res = await server.request(PATH, { session, form: { user: "2000000000", pw_mode: "generate" } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: "error", message: ADMIN_MESSAGES.noSuchAdmin });
    });
  });

  describe("GET /{module}/settings/administrators/emails", () => {
    const PATH = "/school/settings/administrators/emails";

    it("answers 401 when nobody is signed in, 403 without the settings permission", async () => {
      const anonymous = await server.request(PATH);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ status: "error", message: AUTH_MESSAGES.notSignedIn });
      const { session } = await signedIn({ permissions: ["items.view"] });
      const denied = await server.request(PATH, { session });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("answers data: the e-mail addresses of the company's administrators, optionally of one company below", async () => {
      const district = await t.fixtures.company({ kind: "DISTRICT" });
      const school = await t.fixtures.company({ parent: district });
      const { user: districtAdmin, session } = await signedIn({ company: district });
      const schoolAdmin = await t.fixtures.user({ company: school });
      await t.fixtures.user({ company: school, kind: "PARENT" });

      const all = await server.request(PATH, { session });
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ status: "success", data: [districtAdmin.email, schoolAdmin.email].sort() });
      const one = await server.request(`${PATH}?company=${school.id}`, { session });
      expect(one.body).toEqual({ status: "success", data: [schoolAdmin.email] });
    });

    it("answers 403 for another company, 400 for a company that is not an id", async () => {
      const { session, stranger } = await office();
      const other = await server.request(`${PATH}?company=${stranger.companyId}`, { session });
      expect(other.status).toBe(403);
      expect(other.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      const bad = await server.request(`${PATH}?company=abc`, { session });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ status: "error" });
    });

    it("is mounted for every module the admin works in (/:module/...)", async () => {
      const company = await t.fixtures.company({ kind: "VENDOR" });
      const { user, session } = await signedIn({ company, modules: ["vendor"] });
      expect((await server.request("/vendor/settings/administrators/emails", { session })).body).toEqual({
        status: "success",
        data: [user.email],
      });
      expect((await server.request("/school/settings/administrators/emails", { session })).status).toBe(403);
    });
  });
});
