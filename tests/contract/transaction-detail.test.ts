/**
 * Transaction detail over HTTP (docs/product/reports-and-time-zones.md,
 * docs/product/documented-calls.md): GET /{module}/reports/txn/{orderId} for tools (a browser
 * asking for HTML gets the page), POST …/update and GET …/undo-update. Refusals first: signed out
 * 401, a reader editing or another school 403, unknown ids 404, bad input 400 with our messages;
 * then the edit and its undo, twice.
 */
import { AUTH_MESSAGES, PAYMENT_MESSAGES, TXN_DETAIL_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestOrder } from "../src/orders.ts";
import { describeDb, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("transaction detail over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let orderId: number;
  const sessions = { reader: "", manager: "", otherSchool: "" };
  const txn = (path = "") => `/school/reports/txn/${orderId}${path}`;

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    school = await f.company();
    orderId = (await createTestOrder(t.db, school)).id;
    const signIn = async (user: { email: string; password: string }) => signInOverHttp(server, user.email, user.password);
    sessions.reader = await signIn(await f.user({ company: school, permissions: ["reports.view"], label: "td-reader" }));
    sessions.manager = await signIn(await f.user({ company: school, permissions: ["reports.view", "reports.manage"], label: "td-manager" }));
    sessions.otherSchool = await signIn(await f.user({ permissions: ["reports.view", "reports.manage"], label: "td-other" }));
  });
  afterAll(() => server?.close());

  describe("GET /{module}/reports/txn/{orderId}", () => {
    it("refuses signed-out callers (401), another school (403), unknown and non-numeric ids (404)", async () => {
      const signedOut = await server.request(txn());
      expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      const other = await server.request(txn(), { session: sessions.otherSchool });
      expect([other.status, other.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
      for (const id of ["2000000000", "abc", "99999999999"]) {
        const unknown = await server.request(`/school/reports/txn/${id}`, { session: sessions.reader });
        expect([id, unknown.status, unknown.body?.message]).toEqual([id, 404, PAYMENT_MESSAGES.orderIdUnknown]);
      }
    });

    it("answers the order in the documented snake_case with dollar strings", async () => {
      const res = await server.request(txn(), { session: sessions.reader });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: "success",
        order: {
          order_id: orderId,
          status: "PAID",
          payor: { name: "Pat Payer", street: "1 Main St", city: "Springfield", postal_code: "62701" },
          lines: [
            { item_code: expect.any(String), amount: "25.00", quantity: 2, cfs: { "T-shirt size": "M", Clubs: ["Chess", "Band"] }, student_id: expect.any(Number) },
            { title: "Donation", amount: "10.00", quantity: 1, student_id: null },
          ],
          payments: [
            { method: "CARD", amount: "31.00", card_brand: "visa", card_last4: "1111", check_number: null },
            { method: "CHECK", amount: "31.00", check_number: "1042" },
          ],
          changes: [],
        },
      });
      expect(JSON.stringify(res.body)).not.toMatch(/tok_/);
    });

    it("answers a browser asking for HTML with the web app's page, not JSON", async () => {
      const res = await server.request(txn(), { session: sessions.reader, headers: { accept: "text/html" } });
      expect(res.body?.order).toBeUndefined();
    });
  });

  describe("POST …/update and GET …/undo-update", () => {
    it("refuses a reader (403) and bad input (400) with the messages", async () => {
      const reader = await server.request(txn("/update"), { method: "POST", session: sessions.reader, json: { payor: { city: "X" }, memo: "m" } });
      expect(reader.status).toBe(403);
      const noMemo = await server.request(txn("/update"), { method: "POST", session: sessions.manager, json: { payor: { city: "X" } } });
      expect([noMemo.status, noMemo.body?.message]).toEqual([400, TXN_DETAIL_MESSAGES.memoRequired]);
      const badEmail = await server.request(txn("/update"), { method: "POST", session: sessions.manager, json: { payor: { email: "nope" }, memo: "m" } });
      expect([badEmail.status, badEmail.body?.message]).toEqual([400, PAYMENT_MESSAGES.invalidEmail]);
      const badLine = await server.request(txn("/update"), { method: "POST", session: sessions.manager, json: { lines: [{ line_id: "x", memo: "m" }], memo: "m" } });
      expect(badLine.status).toBe(400);
      const undoUnknown = await server.request(`/school/reports/txn/undo-update?change_id=2000000000`, { session: sessions.manager });
      expect([undoUnknown.status, undoUnknown.body?.message]).toEqual([404, TXN_DETAIL_MESSAGES.unknownChange]);
      const undoUnreadable = await server.request(`/school/reports/txn/undo-update?change_id=abc`, { session: sessions.manager });
      expect(undoUnreadable.status).toBe(400);
    });

    it("saves an edit as one change per field, and undoes one; a second undo changes nothing more", async () => {
      const detail = await server.request(txn(), { session: sessions.manager });
      const lineId = (detail.body?.order as { lines: { line_id: number }[] }).lines[1]!.line_id;
      const saved = await server.request(txn("/update"), {
        method: "POST",
        session: sessions.manager,
        json: { payor: { name: "Pat Q. Payer", postal_code: "62702" }, lines: [{ line_id: lineId, memo: "in memory of" }], memo: "Payer called" },
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ status: "success", message: TXN_DETAIL_MESSAGES.saved, change_ids: [expect.any(Number), expect.any(Number), expect.any(Number)] });
      const [nameChange] = saved.body?.change_ids as number[];

      const undo = await server.request(`/school/reports/txn/undo-update?change_id=${nameChange}`, { session: sessions.manager });
      expect([undo.status, undo.body?.status, undo.body?.message]).toEqual([200, "success", TXN_DETAIL_MESSAGES.undone]);
      const again = await server.request(`/school/reports/txn/undo-update?change_id=${nameChange}`, { session: sessions.manager });
      expect([again.status, again.body?.message, again.body?.undo_change_id]).toEqual([200, TXN_DETAIL_MESSAGES.undone, null]);

      const after = await server.request(txn(), { session: sessions.manager });
      const order = after.body?.order as { payor: { name: string; postal_code: string }; changes: { field: string; undone: boolean; memo: string | null }[] };
      expect(order.payor).toMatchObject({ name: "Pat Payer", postal_code: "62702" });
      expect(order.changes.map((c) => [c.field, c.undone])).toEqual([
        ["payor.name", false],
        ["line.memo", false],
        ["payor.postalCode", false],
        ["payor.name", true],
      ]);
    });

    it("refuses a cross-site undo (a GET that changes data)", async () => {
      const res = await server.request(`/school/reports/txn/undo-update?change_id=1`, { session: sessions.manager, headers: { "sec-fetch-site": "cross-site" } });
      expect(res.status).toBe(403);
    });
  });
});
