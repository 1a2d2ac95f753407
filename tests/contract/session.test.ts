/** CONVENTIONS §3: POST /login and POST /logout over HTTP. */
import { resolveSession } from "@paydesk/services";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb } from "../src/harness.ts";
import { sessionCookie, signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("POST /login and /logout", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(() => server?.close());

  describe("POST /login", () => {
    it("signs in with JSON: an httpOnly, SameSite=Lax session cookie for the whole site, and the user", async () => {
      const user = await t.fixtures.user({ label: "http-login" });
      const res = await server.request("/login", { json: { email: user.email, password: user.password } });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "success",
        module: "school",
        user: { id: user.id, email: user.email, name: "Fixture http-login", module: "school", company_id: user.companyId },
      });
      const cookie = sessionCookie(res);
      expect(cookie).not.toBeNull();
      expect(cookie!.attributes.has("httponly")).toBe(true);
      expect(cookie!.attributes.get("samesite")?.toLowerCase()).toBe("lax");
      expect(cookie!.attributes.get("path")).toBe("/");
      expect(new Date(cookie!.attributes.get("expires")!).getTime()).toBeGreaterThan(Date.now());
      // Plain HTTP here, so not Secure (COOKIE_SECURE turns it on).
      expect(cookie!.attributes.has("secure")).toBe(false);
      expect((await resolveSession(t.db, cookie!.value))?.actor.userId).toBe(user.id);
    });

    it("signs in with a form post, as the legacy page sends it", async () => {
      const user = await t.fixtures.user({ kind: "PARENT", label: "http-form" });
      const res = await server.request("/login", { form: { email: user.email, password: user.password } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", module: "parent", user: { id: user.id, module: "parent" } });
      expect(sessionCookie(res)).not.toBeNull();
    });

    it("signs a demo account in (CONVENTIONS §2)", async () => {
      const res = await server.request("/login", { json: { email: "business@demo.test", password: "Business-Demo-1" } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", module: "business", user: { email: "business@demo.test" } });
    });

    it("answers bad credentials with 401 {status: error, message} and no cookie", async () => {
      const user = await t.fixtures.user({ label: "http-bad" });
      const res = await server.request("/login", { json: { email: user.email, password: "wrong-password" } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.badCredentials });
      expect(sessionCookie(res)).toBeNull();
    });

    it("answers missing fields with 400 and the field's message, not a crash", async () => {
      const res = await server.request("/login", { json: {} });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: "error",
        message: "Please enter your e-mail address.",
        errors: { email: "Please enter your e-mail address.", password: "Please enter your password." },
      });
    });

    it("answers 429 after repeated failures, even with the right password", async () => {
      const user = await t.fixtures.user({ label: "http-throttle" });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await server.request("/login", { json: { email: user.email, password: `wrong-${i}` } })).status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const res = await server.request("/login", { json: { email: user.email, password: user.password } });
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.tooManyAttempts });
      expect(sessionCookie(res)).toBeNull();
    });
  });

  describe("POST /logout", () => {
    it("ends the session and clears the cookie", async () => {
      const user = await t.fixtures.user({ label: "http-logout" });
      const token = await signInOverHttp(server, user.email, user.password);

      const res = await server.request("/logout", { method: "POST", session: token });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success" });
      const cleared = sessionCookie(res);
      expect(cleared?.value).toBe("");
      expect(new Date(cleared!.attributes.get("expires")!).getTime()).toBeLessThan(Date.now());
      expect(await resolveSession(t.db, token)).toBeNull();
      // The old cookie no longer signs anyone in.
      const after = await server.request("/trpc/auth.session", { session: token });
      expect(after.body).toMatchObject({ result: { data: { json: null } } });
    });

    it("answers a signed-out logout with success (a stale cookie can always be cleared)", async () => {
      const res = await server.request("/logout", { method: "POST", session: "stale-token" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success" });
    });
  });
});
