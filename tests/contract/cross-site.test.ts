/**
 * A cookie-authenticated write that comes from another site is refused with 403; same-origin
 * browser requests and non-browser clients (no Origin) work (docs/product/documented-calls.md).
 */
import { resolveSession } from "@paydesk/services";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

const REFUSED = { status: "error", message: AUTH_MESSAGES.crossSite };

describeDb("cross-site writes", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(() => server?.close());

  async function signedIn(label: string) {
    const user = await t.fixtures.user({ kind: "PARENT", label });
    return { user, session: await signInOverHttp(server, user.email, user.password) };
  }
  // A write that needs the cookie and, given these fields, answers 400 once it is let through.
  const shortPassword = { old_password: "x", new_password: "abc", new_password2: "abc", recaptcha: "x" };

  it("refuses a write whose Origin is another site, even with a valid session cookie", async () => {
    const { session } = await signedIn("xs-origin");
    const res = await server.request("/parent/account/changepassword", {
      session,
      form: shortPassword,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
  });

  it("refuses a cross-site logout, leaving the session alive", async () => {
    const { session } = await signedIn("xs-logout");
    const res = await server.request("/logout", { method: "POST", session, headers: { origin: "http://localhost.evil.example" } });
    expect(res.status).toBe(403);
    expect(await resolveSession(t.db, session)).not.toBeNull();
  });

  it("refuses a write the browser marks Sec-Fetch-Site: cross-site", async () => {
    const { session } = await signedIn("xs-fetch-site");
    const res = await server.request("/parent/account/changepassword", {
      session,
      form: shortPassword,
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
  });

  it("refuses a cross-site sign-in (login CSRF) and an unreadable Origin", async () => {
    const user = await t.fixtures.user({ label: "xs-login" });
    const credentials = { email: user.email, password: user.password };
    expect((await server.request("/login", { json: credentials, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await server.request("/login", { json: credentials, headers: { origin: "null" } })).status).toBe(403);
  });

  it("refuses a cross-site tRPC mutation", async () => {
    const { session } = await signedIn("xs-trpc");
    const res = await server.request("/trpc/account.apiKeys.create", {
      session,
      json: { json: { name: "planted" } },
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect(await t.db.apiKey.count({ where: { name: "planted" } })).toBe(0);
  });

  it("lets a same-origin browser write through", async () => {
    const { session } = await signedIn("xs-same");
    const res = await server.request("/parent/account/changepassword", {
      session,
      form: shortPassword,
      headers: { origin: server.origin, "sec-fetch-site": "same-origin" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: "error", message: "Password is not long enough." });
  });

  it("lets a client without Origin (curl, tools) write with its cookie", async () => {
    const { session } = await signedIn("xs-no-origin");
    const res = await server.request("/parent/account/changepassword", { session, form: shortPassword });
    expect(res.status).toBe(400);
    const logout = await server.request("/logout", { method: "POST", session });
    expect(logout.status).toBe(200);
    expect(await resolveSession(t.db, session)).toBeNull();
  });

  it("does not let a Bearer header smuggle a cross-site request past the check on the cookie's behalf", async () => {
    const { session } = await signedIn("xs-bearer");
    const res = await server.request("/parent/account/changepassword", {
      session,
      form: shortPassword,
      headers: { origin: "https://evil.example", authorization: "Bearer not-a-key" },
    });
    // Through the cross-site check (a Bearer call), but then the cookie does not count: 401.
    expect(res.status).toBe(401);
  });

  it("does not apply to reads", async () => {
    const { session } = await signedIn("xs-read");
    const res = await server.request("/trpc/auth.session", { session, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(200);
  });
});
