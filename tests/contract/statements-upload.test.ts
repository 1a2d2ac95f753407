/**
 * The statements e-mail upload over HTTP (docs/product/uploads.md, E-mails and statements):
 * `email-process` takes rows of {email, name, amount_due, description} 10 at a time with finished no/yes, and
 * `GET /control/statements/key/{key}` answers {status, rows, sent, errors}. Control only.
 */
import { STATEMENT_EMAIL_PURPOSE } from "@paydesk/services";
import { AUTH_MESSAGES, INVALID_MIME_TYPE_CODE, STATEMENT_MESSAGES, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueSuffix } from "../src/harness.ts";
import { multipartBody as multipart, signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("statements upload over HTTP", (t) => {
  let server: TestServer;
  const sessions = { control: "", school: "" };
  const tag = `hs${uniqueSuffix()}`;
  const addr = (n: number) => `payer${n}.${tag}@statements.test`;
  const row = (n: number) => ({ email: addr(n), name: `Payer ${n}`, amount_due: "10.50", description: "Lunch" });

  const statementFile = (name = "statements.csv", type = "text/csv", content = "email,name,amount_due,description\r\n") =>
    multipart({}, { field: "file", name, type, content });

  /** A key, as email-upload answers it. */
  async function newKey(): Promise<string> {
    const res = await server.request("/control/statements/email-upload", { method: "POST", ...statementFile(), session: sessions.control });
    expect(res.status).toBe(200);
    return res.body?.key as string;
  }

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const control = await t.fixtures.user({ kind: "CONTROL", label: "hs-control" });
    const school = await t.fixtures.user({ label: "hs-school" });
    sessions.control = await signInOverHttp(server, control.email, control.password);
    sessions.school = await signInOverHttp(server, school.email, school.password);
  });
  afterAll(() => server?.close());

  describe("POST /control/statements/email-upload", () => {
    it("answers {status, key} for a CSV file; a file of another type is 400 INVALID_MEMETYPE", async () => {
      const res = await server.request("/control/statements/email-upload", { method: "POST", ...statementFile(), session: sessions.control });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success", key: expect.stringMatching(/^[A-Za-z0-9_-]{20,}$/) });
      const pdf = await server.request("/control/statements/email-upload", { method: "POST", ...statementFile("s.pdf", "application/pdf", "%PDF-1.4"), session: sessions.control });
      expect(pdf.status).toBe(400);
      expect(pdf.body).toMatchObject({ status: "error", code: INVALID_MIME_TYPE_CODE, message: UPLOAD_MESSAGES.invalidMimeType });
    });

    it("refuses the signed-out (401) and everyone but control (403)", async () => {
      expect((await server.request("/control/statements/email-upload", { method: "POST", ...statementFile() })).status).toBe(401);
      const school = await server.request("/control/statements/email-upload", { method: "POST", ...statementFile(), session: sessions.school });
      expect(school.status).toBe(403);
    });
  });

  describe("POST /control/statements/email-process", () => {
    it("refuses the signed-out (401) and everyone but control (403)", async () => {
      const key = await newKey();
      const signedOut = await server.request("/control/statements/email-process", { json: { key, file_data: [row(1)], finished: "no" } });
      expect(signedOut.status).toBe(401);
      const school = await server.request("/control/statements/email-process", { json: { key, file_data: [row(1)], finished: "no" }, session: sessions.school });
      expect(school.status).toBe(403);
      expect(school.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    });

    it("sends each valid row once, as JSON or as a form with file_data as JSON text", async () => {
      const key = await newKey();
      const first = await server.request("/control/statements/email-process", {
        json: { key, file_data: [row(1), { ...row(2), amount_due: "ten" }], finished: "no", offset: 0 },
        session: sessions.control,
      });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ status: "success", key, rows: 2, sent: 1, errors: 1, finished: false });
      expect(first.body?.error_rows).toEqual([{ row: 2, email: addr(2), messages: [STATEMENT_MESSAGES.amountInvalid] }]);

      const last = await server.request("/control/statements/email-process", {
        form: { key, file_data: JSON.stringify([row(3), { ...row(4), amount_due: 7 }]), finished: "yes", offset: "2" },
        session: sessions.control,
      });
      expect(last.status).toBe(200);
      expect(last.body).toMatchObject({ status: "success", rows: 4, sent: 3, errors: 1, finished: true });
      expect(await t.db.outboundEmail.count({ where: { toAddress: { in: [1, 2, 3, 4].map(addr) }, purpose: STATEMENT_EMAIL_PURPOSE } })).toBe(3);
    });

    it("answers 400 for rows that are not a list, 404 for an unknown key, 409 for new rows after the end", async () => {
      const key = await newKey();
      const notRows = await server.request("/control/statements/email-process", { json: { key, file_data: "oops", finished: "no" }, session: sessions.control });
      expect(notRows.status).toBe(400);
      expect(notRows.body).toMatchObject({ status: "error", message: STATEMENT_MESSAGES.rowsRequired });
      const badFinished = await server.request("/control/statements/email-process", { json: { key, file_data: [], finished: "maybe" }, session: sessions.control });
      expect(badFinished.status).toBe(400);

      const unknown = await server.request("/control/statements/email-process", { json: { key: "nope", file_data: [row(5)], finished: "no" }, session: sessions.control });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: "error", message: STATEMENT_MESSAGES.keyUnknown });

      await server.request("/control/statements/email-process", { json: { key, file_data: [], finished: "yes" }, session: sessions.control });
      const late = await server.request("/control/statements/email-process", { json: { key, file_data: [row(6)], finished: "no" }, session: sessions.control });
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ status: "error", message: STATEMENT_MESSAGES.alreadyFinished });
    });
  });

  describe("GET /control/statements/key/{key}", () => {
    it("answers tools {status, rows, sent, errors}; others 401/403; unknown 404", async () => {
      const key = await newKey();
      await server.request("/control/statements/email-process", { json: { key, file_data: [row(7), row(8)], finished: "yes", offset: 0 }, session: sessions.control });
      const res = await server.request(`/control/statements/key/${key}`, { session: sessions.control });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success", key, rows: 2, sent: 2, errors: 0, finished: true, error_rows: [] });
      expect((await server.request(`/control/statements/key/${key}`)).status).toBe(401);
      expect((await server.request(`/control/statements/key/${key}`, { session: sessions.school })).status).toBe(403);
      expect((await server.request("/control/statements/key/unknown-key", { session: sessions.control })).status).toBe(404);
    });
  });
});
