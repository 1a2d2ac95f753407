/**
 * Service alerts over HTTP (docs/product/dashboard-images-promotions.md): `GET /{module}/promote/messages`
 * `{status, messages: [{message_id, title, message, type, item_url, item_title}]}`, `POST
 * …/messages/{id}` `{acknowledge: 1, type}`, and the salerts list and create for tools. 401 and
 * 403 first.
 */
import { ALERT_MESSAGES, AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("service alerts over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  const sessions = { control: "", admin: "", other: "", parent: "", office: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    school = await t.fixtures.company({ kind: "SCHOOL" });
    const signIn = async (options: Parameters<typeof t.fixtures.user>[0]) => {
      const user = await t.fixtures.user(options);
      return signInOverHttp(server, user.email, user.password);
    };
    sessions.control = await signIn({ kind: "CONTROL", label: "http-alerts-control" });
    sessions.admin = await signIn({ company: school, label: "http-alerts-admin" });
    sessions.other = await signIn({ label: "http-alerts-other" });
    sessions.parent = await signIn({ kind: "PARENT", label: "http-alerts-parent" });
    sessions.office = await signIn({ company: school, permissions: ["terminal.manage"], label: "http-alerts-office" });
  });
  afterAll(() => server?.close());

  const createForSchool = (fields: Record<string, string> = {}) =>
    server.request("/school/promote/salerts/create", {
      session: sessions.control,
      json: {
        title: "Card outage",
        message: "Card payments may fail until 5 pm.",
        type: "outage",
        audience: "company",
        company_id: String(school.id),
        ...fields,
      },
    });

  describe("POST /{module}/promote/salerts/create", () => {
    it("answers 401 signed out and 403 to an administrator", async () => {
      const signedOut = await server.request("/school/promote/salerts/create", { json: { title: "x" } });
      expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      const admin = await server.request("/school/promote/salerts/create", {
        session: sessions.admin,
        json: { title: "x", message: "y", type: "info", audience: "everyone" },
      });
      expect([admin.status, admin.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
    });

    it("creates an alert for control staff and answers it", async () => {
      const res = await createForSchool({ item_url: "/school/items/list", item_title: "Your items" });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "success",
        alert: {
          message_id: expect.any(Number),
          title: "Card outage",
          type: "outage",
          audience: "company",
          company_id: school.id,
          item_url: "/school/items/list",
          running: true,
        },
      });
    });

    it("answers 400 with the message under the documented field name", async () => {
      const res = await createForSchool({ company_id: "" });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: "error",
        message: ALERT_MESSAGES.companyRequired,
        errors: { company_id: ALERT_MESSAGES.companyRequired },
      });
    });
  });

  describe("GET /{module}/promote/messages and POST …/messages/{id}", () => {
    it("answers 401 signed out, 403 to a parent", async () => {
      expect((await server.request("/school/promote/messages")).status).toBe(401);
      const parent = await server.request("/parent/promote/messages", { session: sessions.parent });
      expect([parent.status, parent.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
    });

    it("lists the messages addressed to the reader in the documented shape, and takes an acknowledgement", async () => {
      const alertId = (await createForSchool()).body!.alert as { message_id: number };
      const id = alertId.message_id;
      const res = await server.request("/school/promote/messages", { session: sessions.admin });
      expect(res.status).toBe(200);
      const message = (res.body!.messages as Record<string, unknown>[]).find((m) => m.message_id === id);
      expect(message).toEqual({
        message_id: id,
        title: "Card outage",
        message: "Card payments may fail until 5 pm.",
        type: "outage",
        item_url: null,
        item_title: null,
      });
      const others = await server.request("/school/promote/messages", { session: sessions.other });
      expect((others.body!.messages as { message_id: number }[]).map((m) => m.message_id)).not.toContain(id);

      const ack = await server.request(`/school/promote/messages/${id}`, {
        session: sessions.admin,
        form: { acknowledge: "1", type: "dismissed" },
      });
      expect([ack.status, ack.body]).toEqual([
        200,
        { status: "success", message: ALERT_MESSAGES.acknowledged, acknowledged: "dismissed" },
      ]);
      const after = await server.request("/school/promote/messages", { session: sessions.admin });
      expect((after.body!.messages as { message_id: number }[]).map((m) => m.message_id)).not.toContain(id);
      // Office staff without promote.view still get (and answer) their messages.
      const office = await server.request("/school/promote/messages", { session: sessions.office });
      expect((office.body!.messages as { message_id: number }[]).map((m) => m.message_id)).toContain(id);
    });

    it("answers 400 without acknowledge or with a bad type, 404 for an alert not addressed to the reader or a bad id", async () => {
      const id = ((await createForSchool()).body!.alert as { message_id: number }).message_id;
      const noFlag = await server.request(`/school/promote/messages/${id}`, { session: sessions.admin, form: { type: "seen" } });
      expect([noFlag.status, noFlag.body]).toEqual([
        400,
        {
          status: "error",
          message: ALERT_MESSAGES.acknowledgeRequired,
          errors: { acknowledge: ALERT_MESSAGES.acknowledgeRequired },
        },
      ]);
      const badType = await server.request(`/school/promote/messages/${id}`, {
        session: sessions.admin,
        json: { acknowledge: 1, type: "info" },
      });
      expect(badType.status).toBe(400);
      expect(badType.body!.message).toBe(ALERT_MESSAGES.badAckType);
      const notMine = await server.request(`/school/promote/messages/${id}`, {
        session: sessions.other,
        json: { acknowledge: 1, type: "seen" },
      });
      expect([notMine.status, notMine.body]).toEqual([404, { status: "error", message: ALERT_MESSAGES.unknown }]);
      const junk = await server.request("/school/promote/messages/abc", {
        session: sessions.admin,
        json: { acknowledge: 1, type: "seen" },
      });
      expect([junk.status, junk.body!.message]).toEqual([400, ALERT_MESSAGES.unknown]);
    });
  });

  describe("GET /{module}/promote/salerts/list", () => {
    it("answers the alerts for the reader's company with their own answer; 403 without promote.view", async () => {
      const id = ((await createForSchool()).body!.alert as { message_id: number }).message_id;
      await server.request(`/school/promote/messages/${id}`, { session: sessions.admin, json: { acknowledge: 1, type: "seen" } });
      const res = await server.request("/school/promote/salerts/list", { session: sessions.admin });
      expect(res.status).toBe(200);
      expect((res.body!.alerts as Record<string, unknown>[]).find((a) => a.message_id === id)).toMatchObject({
        message_id: id,
        acknowledged: "seen",
        company_id: school.id,
      });
      const office = await server.request("/school/promote/salerts/list", { session: sessions.office });
      expect(office.status).toBe(403);
    });
  });
});
