/** POST /login and POST /logout over HTTP (docs/product/accounts-and-roles.md, Signing in and sessions). */
import { RATE_LIMITS, resolveSession } from "@paydesk/services";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb } from "../src/harness.ts";
import { sessionCookie, signInOverHttp, startTestServer, uniqueLoopbackIp, type TestServer } from "../src/http.ts";
import { demoAccount } from "../src/demo-accounts.ts";

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

    it("signs a demo account in", async () => {
      const { email, password } = demoAccount("business");
      const res = await server.request("/login", { json: { email, password } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "success", module: "business", user: { email } });
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

  describe("POST /login under parallel guessing", () => {
    /**
     * Each guess is counted before it is judged, in one statement the database serialises, so
     * however many arrive at once no more than the limit are evaluated: the rest are refused
     * with 429 without looking at the password.
     */
    it("evaluates at most the account's limit of 20 parallel guesses, from 20 addresses", async () => {
      const user = await t.fixtures.user({ label: "http-parallel" });
      const guesses = Array.from({ length: 20 }, (_, i) =>
        server.request("/login", { json: { email: user.email, password: `wrong-${i}` }, clientIp: uniqueLoopbackIp() }),
      );
      const statuses = (await Promise.all(guesses)).map((res) => res.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccount.limit);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const judged = await t.db.auditEvent.count({ where: { action: "auth.login_failed", entityId: String(user.id) } });
      expect(judged).toBeLessThanOrEqual(RATE_LIMITS.loginPerAccount.limit);
      const right = await server.request("/login", { json: { email: user.email, password: user.password }, clientIp: uniqueLoopbackIp() });
      expect(right.status).toBe(429);
    });

    it("evaluates at most the address's limit of parallel guesses across accounts", async () => {
      const ip = uniqueLoopbackIp();
      const total = RATE_LIMITS.loginPerIp.limit + 10;
      const guesses = Array.from({ length: total }, (_, i) =>
        server.request("/login", { json: { email: `parallel-${i}-${ip}@nobody.test`, password: "guess" }, clientIp: ip }),
      );
      const statuses = (await Promise.all(guesses)).map((res) => res.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(RATE_LIMITS.loginPerIp.limit);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    });

    it("does not count a successful sign-in against the address", async () => {
      const ip = uniqueLoopbackIp();
      const user = await t.fixtures.user({ label: "http-office" });
      for (let i = 0; i < RATE_LIMITS.loginPerIp.limit + 2; i++) {
        const res = await server.request("/login", { json: { email: user.email, password: user.password }, clientIp: ip });
        expect(res.status).toBe(200);
      }
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
