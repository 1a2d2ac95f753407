/**
 * Internal tools call tRPC with `Authorization: Bearer <api key>`
 * (docs/product/documented-calls.md). A key acts with its owner's rights but manages no keys, and
 * ends when its owner's password changes (docs/product/accounts-and-roles.md, Signing in and sessions).
 */
import { createApiKey, loadActor, outboxTransport } from "@paydesk/services";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { preparePasswordResetQueue, runQueuedPasswordResets } from "../src/password-reset-jobs.ts";

describeDb("tRPC over HTTP with an API key", (t) => {
  let server: TestServer;
  let user: FixtureUser;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer(t.db);
    await preparePasswordResetQueue(t.url);
    user = await t.fixtures.user({ label: "http-key" });
    key = (await createApiKey(createTestContext(t.db, (await loadActor(t.db, user.id))!), { name: "contract tests" })).key;
  });
  afterAll(() => server?.close());
  const bearer = (k: string) => ({ authorization: `Bearer ${k}` });
  /** A guarded query (the key owner's own profile), for "does this key still work?". */
  const PROFILE = `/trpc/profile.get?input=${encodeURIComponent(JSON.stringify({ json: { module: "school" } }))}`;
  const profileWith = (k: string) => server.request(PROFILE, { headers: bearer(k) });
  const keyFor = async (owner: FixtureUser, name: string) =>
    (await createApiKey(createTestContext(t.db, (await loadActor(t.db, owner.id))!), { name })).key;

  it("acts as the key's user", async () => {
    const res = await server.request("/trpc/auth.session", { headers: bearer(key) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: { data: { json: { user: { id: user.id, email: user.email } } } } });
  });

  it("reaches guarded procedures, queries and mutations", async () => {
    const read = await profileWith(key);
    expect(read.status).toBe(200);
    const profile = (read.body as { result: { data: { json: Record<string, string> } } }).result.data.json;
    expect(profile).toMatchObject({ email: user.email });

    const saved = await server.request("/trpc/profile.update", {
      headers: bearer(key),
      json: { json: { ...profile, module: "school", fname: "Tool", country: "USA", state: "IL" } },
    });
    expect(saved.status).toBe(200);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: user.id } })).firstName).toBe("Tool");
  });

  it("cannot make, list or revoke keys: that takes a session", async () => {
    const created = await server.request("/trpc/account.apiKeys.create", { headers: bearer(key), json: { json: { name: "made by a tool" } } });
    expect(created.status).toBe(403);
    expect(created.body).toMatchObject({ error: { json: { message: AUTH_MESSAGES.sessionRequired } } });
    expect(await t.db.apiKey.count({ where: { userId: user.id, name: "made by a tool" } })).toBe(0);
    expect((await server.request("/trpc/account.apiKeys.find", { headers: bearer(key) })).status).toBe(403);
    const own = await t.db.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    const revoked = await server.request("/trpc/account.apiKeys.revoke", { headers: bearer(key), json: { json: { id: own.id } } });
    expect(revoked.status).toBe(403);
    expect((await t.db.apiKey.findUniqueOrThrow({ where: { id: own.id } })).revokedAt).toBeNull();

    // The owner, signed in, still can.
    const session = await signInOverHttp(server, user.email, user.password);
    const fromSession = await server.request("/trpc/account.apiKeys.create", {
      session,
      headers: { origin: server.origin },
      json: { json: { name: "made while signed in" } },
    });
    expect(fromSession.status).toBe(200);
  });

  it("stops working once the owner's password is reset by the e-mailed link", async () => {
    const owner = await t.fixtures.user({ label: "http-key-reset" });
    const ownerKey = await keyFor(owner, "before the reset");
    expect((await profileWith(ownerKey)).status).toBe(200);

    await server.request("/login/forgot", { form: { email: owner.email } });
    // The form only queues the link; run its job as the server's job queue does.
    expect(await runQueuedPasswordResets({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }, owner.email)).toBe(1);
    const mail = await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: owner.email, purpose: "password_reset" } });
    const token = /\/login\/reset\/([A-Za-z0-9_-]+)/.exec(mail.textBody)![1]!;
    const reset = await server.request("/trpc/auth.resetPassword", {
      json: { json: { token, newPassword: "Key-Reset-Pass-1", newPassword2: "Key-Reset-Pass-1" } },
    });
    expect(reset.status).toBe(200);

    expect((await profileWith(ownerKey)).status).toBe(401);
    // A key made after the reset works.
    expect((await profileWith(await keyFor(owner, "after the reset"))).status).toBe(200);
  });

  it("stops working once an administrator sets the owner's password", async () => {
    const company = await t.fixtures.company();
    const admin = await t.fixtures.user({ company, label: "http-key-admin" });
    const owner = await t.fixtures.user({ company, label: "http-key-owner" });
    const ownerKey = await keyFor(owner, "before the change");
    expect((await profileWith(ownerKey)).status).toBe(200);

    const session = await signInOverHttp(server, admin.email, admin.password);
    const set = await server.request("/school/settings/users/user/change-password", {
      session,
      form: { user: String(owner.id), pw_mode: "generate" },
    });
    expect(set.status).toBe(200);
    expect((await profileWith(ownerKey)).status).toBe(401);
  });

  it("answers 401 to a bad key on a guarded procedure, with tRPC's error shape and the plain message", async () => {
    const res = await server.request(PROFILE, { headers: bearer(`pdk_AAAAAAAA_${"x".repeat(43)}`) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      error: { json: { message: "Please sign in to continue.", data: { code: "UNAUTHORIZED", httpStatus: 401 } } },
    });
    expect(res.text).not.toContain("stack");
  });

  it("answers 401 to a revoked key", async () => {
    const revoked = await createApiKey(createTestContext(t.db, (await loadActor(t.db, user.id))!), { name: "soon revoked" });
    expect((await profileWith(revoked.key)).status).toBe(200);
    await t.db.apiKey.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    expect((await profileWith(revoked.key)).status).toBe(401);
  });

  it("does not fall back to the session cookie when a Bearer key is bad", async () => {
    const session = await signInOverHttp(server, user.email, user.password);
    expect((await server.request(PROFILE, { session })).status).toBe(200);
    const res = await server.request(PROFILE, { session, headers: bearer("garbage") });
    expect(res.status).toBe(401);
  });

  it("answers tRPC validation errors with the form's message and field errors", async () => {
    const session = await signInOverHttp(server, user.email, user.password);
    const res = await server.request("/trpc/account.apiKeys.create", { session, json: { json: { name: "" } } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: {
        json: { message: "Give the key a name.", data: { code: "BAD_REQUEST", fieldErrors: { name: "Give the key a name." } } },
      },
    });
  });
});
