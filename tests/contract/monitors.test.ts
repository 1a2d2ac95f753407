/**
 * Monitors and support contacts over HTTP (docs/product/control-area.md, docs/product/documented-calls.md):
 * `GET /{module}/operations/monitors/list`, `POST …/monitors/save`, one monitor, run now,
 * acknowledge; `GET /control/company/{id}/supportcontact/index` and `…/create/save`. 401 and 403 first.
 */
import { AUTH_MESSAGES, MONITOR_MESSAGES, SUPPORT_CONTACT_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { uniqueEmail, type FixtureCompany } from "../src/fixtures.ts";

describeDb("monitors over HTTP", (t) => {
  let server: TestServer;
  let company: FixtureCompany;
  const sessions = { control: "", admin: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    company = await t.fixtures.company({ kind: "SCHOOL" });
    const control = await t.fixtures.user({ kind: "CONTROL", label: "http-monitors-control" });
    const admin = await t.fixtures.user({ company, label: "http-monitors-admin" });
    sessions.control = await signInOverHttp(server, control.email, control.password);
    sessions.admin = await signInOverHttp(server, admin.email, admin.password);
  });
  afterAll(() => server?.close());

  const contactsPath = () => `/control/company/${company.id}/supportcontact`;

  it("answers 401 signed out and 403 to administrators, for every call", async () => {
    const calls: [string, "GET" | "POST"][] = [
      ["/school/operations/monitors/list", "GET"],
      ["/school/operations/monitors/save", "POST"],
      ["/school/operations/monitors/1", "GET"],
      ["/school/operations/monitors/1/run", "POST"],
      ["/school/operations/monitors/1/acknowledge", "POST"],
      [`${contactsPath()}/index`, "GET"],
      [`${contactsPath()}/create/save`, "POST"],
    ];
    for (const [path, method] of calls) {
      const signedOut = await server.request(path, { method, json: method === "POST" ? {} : undefined });
      expect([path, signedOut.status, signedOut.body]).toEqual([path, 401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      const admin = await server.request(path.replace("/control/", "/school/"), { method, session: sessions.admin, json: method === "POST" ? {} : undefined });
      expect([path, admin.status, admin.body]).toEqual([path, 403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
    }
  });

  describe("support contacts", () => {
    it("creates a contact with create/save and lists it with index", async () => {
      const email = uniqueEmail("http-contact");
      const created = await server.request(`${contactsPath()}/create/save`, { session: sessions.control, form: { email, name: "Night desk" } });
      expect([created.status, created.body]).toEqual([
        200,
        { status: "success", message: SUPPORT_CONTACT_MESSAGES.created, contact: { id: expect.any(Number), email, name: "Night desk" } },
      ]);
      const again = await server.request(`${contactsPath()}/create/save`, { session: sessions.control, form: { email } });
      expect([again.status, again.body?.message]).toEqual([409, SUPPORT_CONTACT_MESSAGES.duplicate]);
      const bad = await server.request(`${contactsPath()}/create/save`, { session: sessions.control, form: { email: "not-an-address" } });
      expect([bad.status, bad.body?.message]).toEqual([400, SUPPORT_CONTACT_MESSAGES.badEmail]);

      const listed = await server.request(`${contactsPath()}/index`, { session: sessions.control });
      expect(listed.status).toBe(200);
      expect(listed.body).toMatchObject({ status: "success", contacts: [{ email, name: "Night desk" }] });
      const unknown = await server.request("/control/company/2000000000/supportcontact/index", { session: sessions.control });
      expect([unknown.status, unknown.body?.message]).toEqual([404, SUPPORT_CONTACT_MESSAGES.unknownCompany]);
    });
  });

  describe("monitors", () => {
    it("refuses a save without a company with the product's message, and a bad pattern under its field", async () => {
      const noCompany = await server.request("/control/operations/monitors/save", { session: sessions.control, form: { error_queries: "declined" } });
      expect([noCompany.status, noCompany.body?.message]).toEqual([400, MONITOR_MESSAGES.companyRequired]);
      expect(noCompany.body?.errors).toEqual({ company_id: MONITOR_MESSAGES.companyRequired });
      const badPattern = await server.request("/control/operations/monitors/save", {
        session: sessions.control,
        form: { company_id: String(company.id), has_process: "1", process_pattern: "/x", error_queries: "declined" },
      });
      expect([badPattern.status, badPattern.body?.message, badPattern.body?.errors]).toEqual([
        400,
        MONITOR_MESSAGES.patternShape,
        { process_pattern: MONITOR_MESSAGES.patternShape },
      ]);
      const noQuery = await server.request("/control/operations/monitors/save", { session: sessions.control, json: { company_id: company.id, info_queries: [] } });
      expect([noQuery.status, noQuery.body?.message]).toEqual([400, MONITOR_MESSAGES.queryRequired]);
    });

    it("saves (409 naming the contacts to create first), lists, runs, reads and acknowledges a monitor", async () => {
      const contact = uniqueEmail("http-monitor");
      const fields = {
        company_id: company.id,
        has_process: true,
        process_pattern: "/^payments\\./",
        info_queries: ["PAID"],
        error_queries: ["/ VOID /"],
        contact_email: contact,
        level: 4,
      };
      const prompt = await server.request("/school/operations/monitors/save", { session: sessions.control, json: fields });
      expect([prompt.status, prompt.body]).toEqual([
        409,
        { status: "error", message: MONITOR_MESSAGES.contactsMissing, errors: { contact_email: MONITOR_MESSAGES.contactsMissing }, missing_contacts: ["contact_email"] },
      ]);
      const saved = await server.request("/school/operations/monitors/save", { session: sessions.control, json: { ...fields, create_contacts: 1 } });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ status: "success", message: MONITOR_MESSAGES.saved, created_contacts: [contact] });
      const id = (saved.body!.monitor as { id: number }).id;

      const list = await server.request(`/control/operations/monitors/list?company_id=${company.id}`, { session: sessions.control });
      expect(list.status).toBe(200);
      expect(list.body!.monitors).toEqual([
        {
          id,
          ...fields,
          contact2_email: null,
          company_name: company.name,
          last_run_at: null,
          last_run_error: null,
          last_match_at: null,
          last_match_text: null,
          in_error: false,
        },
      ]);

      const order = await t.db.order.create({
        data: { companyId: company.id, source: "ONLINE", status: "VOID", payerName: "Http Payer", totalCents: 500, paidCents: 500 },
      });
      const ran = await server.request(`/control/operations/monitors/${id}/run`, { session: sessions.control, json: {} });
      expect(ran.status).toBe(200);
      expect(ran.body).toMatchObject({ status: "success", message: MONITOR_MESSAGES.ran, new_matches: 1, new_error_matches: 1, emailed: 1, monitor: { in_error: true } });

      const one = await server.request(`/control/operations/monitors/${id}`, { session: sessions.control });
      expect(one.status).toBe(200);
      expect(one.body!.matches).toMatchObject([{ kind: "ERROR", process: "payments.online", text: `Order #${order.id} VOID 5.00 of 5.00 by Http Payer`, emailed: 1 }]);
      expect((one.body!.monitor as { last_match_text: string }).last_match_text).toContain(`Order #${order.id} VOID`);

      const ack = await server.request(`/control/operations/monitors/${id}/acknowledge`, { session: sessions.control, json: {} });
      expect([ack.status, ack.body?.message, (ack.body?.monitor as { in_error: boolean }).in_error]).toEqual([200, MONITOR_MESSAGES.acknowledged, false]);

      const unknown = await server.request("/control/operations/monitors/2000000000", { session: sessions.control });
      expect([unknown.status, unknown.body?.message]).toEqual([404, MONITOR_MESSAGES.unknown]);
      const notAnId = await server.request("/control/operations/monitors/abc/run", { session: sessions.control, json: {} });
      expect([notAnId.status, notAnId.body?.message]).toEqual([400, MONITOR_MESSAGES.unknown]);
    });
  });
});
