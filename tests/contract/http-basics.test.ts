/** The HTTP surface's common behaviour: health, security headers, unknown routes, unreadable bodies. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb } from "../src/harness.ts";
import { startTestServer, type TestServer } from "../src/http.ts";

describeDb("HTTP basics", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(() => server?.close());

  it("answers GET /healthz when the database answers", async () => {
    const res = await server.request("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("sends the security headers on every answer, and no X-Powered-By", async () => {
    for (const res of [await server.request("/healthz"), await server.request("/login", { json: {} }), await server.request("/no/such/page")]) {
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-eval");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("SAMEORIGIN");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("answers an unknown JSON route with 404 JSON", async () => {
    for (const res of [
      await server.request("/api/no-such-call"),
      await server.request("/school/no/such/thing", { json: { a: 1 } }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.body).toEqual({ status: "error", message: "Not found." });
    }
  });

  it("answers an unreadable JSON body with 400, not a crash", async () => {
    const empty = await server.request("/login", { method: "POST", headers: { "content-type": "application/json" } });
    expect(empty.status).toBe(400);
    const broken = await server.request("/login", { body: "{not json", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ status: "error", message: "The request could not be read." });
  });

  it("answers an unknown tRPC procedure with 404", async () => {
    const res = await server.request("/trpc/nothing.here");
    expect(res.status).toBe(404);
  });
});
