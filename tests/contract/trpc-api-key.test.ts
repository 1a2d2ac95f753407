/** CONVENTIONS §3: internal tools call tRPC with `Authorization: Bearer <api key>`. */
import { createApiKey, loadActor } from "@paydesk/services";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("tRPC over HTTP with an API key", (t) => {
  let server: TestServer;
  let user: FixtureUser;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer(t.db);
    user = await t.fixtures.user({ label: "http-key" });
    key = (await createApiKey(createTestContext(t.db, (await loadActor(t.db, user.id))!), { name: "contract tests" })).key;
  });
  afterAll(() => server?.close());
  const bearer = (k: string) => ({ authorization: `Bearer ${k}` });

  it("acts as the key's user", async () => {
    const res = await server.request("/trpc/auth.session", { headers: bearer(key) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { data: { json: { user: { id: user.id, email: user.email } } } } });
  });

  it("reaches guarded procedures, queries and mutations", async () => {
    const listed = await server.request("/trpc/account.apiKeys.find", { headers: bearer(key) });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ result: { data: { json: [{ name: "contract tests" }] } } });

    const created = await server.request("/trpc/account.apiKeys.create", {
      headers: bearer(key),
      json: { json: { name: "made by a tool" } },
    });
    expect(created.status).toBe(200);
    expect(await t.db.apiKey.count({ where: { userId: user.id, name: "made by a tool" } })).toBe(1);
  });

  it("answers 401 to a bad key on a guarded procedure, with tRPC's error shape and the plain message", async () => {
    const res = await server.request("/trpc/account.apiKeys.find", { headers: bearer(`pdk_AAAAAAAA_${"x".repeat(43)}`) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      error: { json: { message: "Please sign in to continue.", data: { code: "UNAUTHORIZED", httpStatus: 401 } } },
    });
    expect(res.text).not.toContain("stack");
  });

  it("answers 401 to a revoked key", async () => {
    const revoked = await createApiKey(createTestContext(t.db, (await loadActor(t.db, user.id))!), { name: "soon revoked" });
    expect((await server.request("/trpc/account.apiKeys.find", { headers: bearer(revoked.key) })).status).toBe(200);
    await t.db.apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    expect((await server.request("/trpc/account.apiKeys.find", { headers: bearer(revoked.key) })).status).toBe(401);
  });

  it("does not fall back to the session cookie when a Bearer key is bad", async () => {
    const session = await signInOverHttp(server, user.email, user.password);
    expect((await server.request("/trpc/account.apiKeys.find", { session })).status).toBe(200);
    const res = await server.request("/trpc/account.apiKeys.find", { session, headers: bearer("garbage") });
    expect(res.status).toBe(401);
  });

  it("answers tRPC validation errors with the form's message and field errors", async () => {
    const res = await server.request("/trpc/account.apiKeys.create", { headers: bearer(key), json: { json: { name: "" } } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        json: { message: "Give the key a name.", data: { code: "BAD_REQUEST", fieldErrors: { name: "Give the key a name." } } },
      },
    });
  });
});
