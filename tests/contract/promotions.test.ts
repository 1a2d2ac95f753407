/**
 * Promotions over HTTP (docs/product/dashboard-images-promotions.md): `POST
 * /school/promote/twitter/sendtweet` (a serialized form) answers `{status, tweet_link}`, or 502
 * with the product's Twitter message when the channel fails; `POST /school/promote/facebook/confirm`
 * (`user_access_token`) answers the connected pages or the product's Facebook message;
 * `POST /school/promote/create/cclist` and `…/create/cccampaign` make a marketing list and post
 * to it. The channels are the server's own simulator at /simulators/channels (startTestServer
 * points the adapters at it, as main.ts does), called over HTTP;
 * the link a post answers is the server's public page of it.
 */
import { AUTH_MESSAGES, PROMOTION_MESSAGES as M } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("promotions over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let item: { id: number; code: string };
  const sessions = { admin: "", reader: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    school = await t.fixtures.company({ kind: "SCHOOL" });
    const code = `HTTP-PROMO-${Date.now().toString(36)}`.toUpperCase();
    item = await t.db.item.create({ data: { companyId: school.id, code, slug: "Book Fair", title: "Book Fair" } });
    const admin = await t.fixtures.user({ company: school, label: "http-promo-admin" });
    const reader = await t.fixtures.user({ company: school, permissions: ["promote.view"], label: "http-promo-reader" });
    sessions.admin = await signInOverHttp(server, admin.email, admin.password);
    sessions.reader = await signInOverHttp(server, reader.email, reader.password);
  });
  afterAll(() => server?.close());

  it("answers 401 signed out and 403 without promote.manage", async () => {
    for (const path of ["/school/promote/twitter/sendtweet", "/school/promote/facebook/confirm", "/school/promote/create/cclist", "/school/promote/create/cccampaign"]) {
      const signedOut = await server.request(path, { form: {} });
      expect([path, signedOut.status, signedOut.body]).toEqual([path, 401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      const reader = await server.request(path, { form: {}, session: sessions.reader });
      expect([path, reader.status, reader.body]).toEqual([path, 403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
    }
  });

  it("sendtweet posts the short post and answers its link, a public page with the pay link", async () => {
    const res = await server.request("/school/promote/twitter/sendtweet", { form: { message: "Book Fair this week!", item_id: String(item.id) }, session: sessions.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", message: M.saved, post_id: expect.any(Number), state: "SENT", tweet_link: expect.stringMatching(/^http:\/\/localhost:3000\/e\/post\/\d+$/) });
    const page = await server.request(new URL(res.body!.tweet_link as string).pathname, { method: "GET" });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Book Fair this week!");
    expect(page.text).toContain(`http://localhost:3000/pay/for/Book-Fair/${item.code}`);
    const missing = await server.request("/e/post/2000000000", { method: "GET" });
    expect(missing.status).toBe(404);
  });

  it("sendtweet answers the product's messages: a failing channel (502), a form over the length rule (400), a past time (400)", async () => {
    const failed = await server.request("/school/promote/twitter/sendtweet", { form: { message: "Oops #simulate-failure", item_id: String(item.id) }, session: sessions.admin });
    expect([failed.status, failed.body]).toEqual([502, { status: "error", code: "GATEWAY_ERROR", message: M.shortPostFailed }]);
    const long = await server.request("/school/promote/twitter/sendtweet", { form: { message: "a".repeat(94), item_id: String(item.id), with_image: "1" }, session: sessions.admin });
    expect([long.status, long.body]).toEqual([400, { status: "error", message: M.saveFailed, errors: { message: M.shortPostTooLong } }]);
    const past = await server.request("/school/promote/twitter/sendtweet", {
      form: { message: "Late", item_id: String(item.id), scheduled_at: "2020-01-01T10:00:00Z" },
      session: sessions.admin,
    });
    expect([past.status, past.body]).toEqual([400, { status: "error", message: M.saveFailed, errors: { scheduled_at: M.scheduleInPast } }]);
    const noItem = await server.request("/school/promote/twitter/sendtweet", { form: { message: "Hi" }, session: sessions.admin });
    expect([noItem.status, noItem.body]).toEqual([400, { status: "error", message: M.saveFailed, errors: { item_id: M.itemRequired } }]);
  });

  it("sendtweet with a future time schedules the post: no link yet", async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const res = await server.request("/school/promote/twitter/sendtweet", { form: { message: "Later", item_id: String(item.id), scheduled_at: at }, session: sessions.admin });
    expect([res.status, res.body]).toEqual([200, { status: "success", message: M.saved, post_id: expect.any(Number), state: "SCHEDULED", tweet_link: null }]);
  });

  it("facebook/confirm connects the token's pages, and refuses a bad token with the product's message", async () => {
    const bad = await server.request("/school/promote/facebook/confirm", { form: { user_access_token: "bad-token" }, session: sessions.admin });
    expect([bad.status, bad.body]).toEqual([502, { status: "error", code: "GATEWAY_ERROR", message: M.facebookLoginFailed }]);
    const empty = await server.request("/school/promote/facebook/confirm", { form: {}, session: sessions.admin });
    expect([empty.status, empty.body?.message]).toEqual([400, M.facebookLoginFailed]);
    const good = await server.request("/school/promote/facebook/confirm", { form: { user_access_token: "EAAB-token" }, session: sessions.admin });
    expect([good.status, good.body]).toEqual([
      200,
      { status: "success", pages: [{ page_id: "sim-page-1", name: "Demo Page" }, { page_id: "sim-page-2", name: "Demo Page Two" }] },
    ]);
  });

  it("create/cclist makes a list at the marketing service and create/cccampaign posts to it", async () => {
    const list = await server.request("/school/promote/create/cclist", { json: { name: "Book lovers" }, session: sessions.admin });
    expect([list.status, list.body]).toEqual([200, { status: "success", list_id: expect.any(Number), name: "Book lovers" }]);
    const unnamed = await server.request("/school/promote/create/cclist", { json: { name: " " }, session: sessions.admin });
    expect([unnamed.status, unnamed.body?.message]).toEqual([400, M.listNameRequired]);
    const campaign = await server.request("/school/promote/create/cccampaign", {
      json: { subject: "Book Fair", message: "Come along", item_id: item.id, list_id: list.body!.list_id },
      session: sessions.admin,
    });
    expect([campaign.status, campaign.body]).toEqual([
      200,
      { status: "success", message: M.saved, post_id: expect.any(Number), state: "SENT", link: expect.stringMatching(/\/e\/post\/\d+$/) },
    ]);
    const noList = await server.request("/school/promote/create/cccampaign", { json: { subject: "S", message: "m", item_id: item.id }, session: sessions.admin });
    expect([noList.status, noList.body]).toEqual([400, { status: "error", message: M.saveFailed, errors: { list_id: M.listRequired } }]);
  });
});
