/**
 * The control e-mail upload over HTTP (docs/product/uploads.md): `POST /control/upload-emails/create`,
 * `…/rows`, `…/process`: create with a CSV file answers the table_key, rows answer
 * each row's errors in order, process queues the job and then reports its progress. Control only.
 */
import { STATEMENT_EMAIL_PURPOSE, jobContext, outboxTransport, runUploadBatch } from "@paydesk/services";
import { AUTH_MESSAGES, INVALID_MIME_TYPE_CODE, STATEMENT_MESSAGES, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb, uniqueSuffix } from "../src/harness.ts";
import { multipartBody as multipart, signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("control e-mail upload over HTTP", (t) => {
  let server: TestServer;
  const sessions = { control: "", school: "" };
  const tag = `he${uniqueSuffix()}`;
  const addr = (n: number) => `payer${n}.${tag}@emails.test`;
  const csv = (name = "emails.csv", type = "text/csv") => multipart({}, { field: "file", name, type, content: "email,name,amount_due\r\n" });

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const control = await t.fixtures.user({ kind: "CONTROL", label: "he-control" });
    const school = await t.fixtures.user({ label: "he-school" });
    sessions.control = await signInOverHttp(server, control.email, control.password);
    sessions.school = await signInOverHttp(server, school.email, school.password);
  });
  afterAll(() => server?.close());

  it("create → rows → process: each valid row one e-mail, the bad row's message in order", async () => {
    const created = await server.request("/control/upload-emails/create", { method: "POST", ...csv(), session: sessions.control });
    expect(created.status).toBe(200);
    const key = created.body?.table_key as string;
    expect(key).toMatch(/.{20,}/);

    const rows = await server.request("/control/upload-emails/rows", {
      json: { key, emails: [{ email: addr(1), name: "One", amount_due: "1.00" }, { email: "nope", name: "Two", amount_due: "2.00" }] },
      session: sessions.control,
    });
    expect(rows.status).toBe(200);
    expect(rows.body).toEqual({ status: "success", rows: [{ id: expect.any(Number), errors: [] }, { id: expect.any(Number), errors: [STATEMENT_MESSAGES.invalidEmail] }] });

    const queued = await server.request("/control/upload-emails/process", { json: { key }, session: sessions.control });
    expect(queued.status).toBe(200);
    expect(queued.body).toMatchObject({ status: "success", progress: 0, readyForStep3: false });
    // No queue runs in this server: run the job's work as the worker would.
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
    await runUploadBatch(jobContext({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }), batch.id);
    const done = await server.request("/control/upload-emails/process", { json: { key }, session: sessions.control });
    expect(done.body).toMatchObject({ status: "success", readyForStep3: true, error: null });
    expect(done.body?.progress).toBe(done.body?.total);
    expect(await t.db.outboundEmail.count({ where: { toAddress: { endsWith: `${tag}@emails.test` }, purpose: STATEMENT_EMAIL_PURPOSE } })).toBe(1);
  });

  it("refuses a file that is not CSV (400 INVALID_MEMETYPE), the signed-out (401), other modules' staff (403), an unknown key (404)", async () => {
    const pdf = await server.request("/control/upload-emails/create", { method: "POST", ...csv("e.pdf", "application/pdf"), session: sessions.control });
    expect(pdf.status).toBe(400);
    expect(pdf.body).toMatchObject({ code: INVALID_MIME_TYPE_CODE, message: UPLOAD_MESSAGES.invalidMimeType });
    expect((await server.request("/control/upload-emails/create", { method: "POST", ...csv() })).status).toBe(401);
    const school = await server.request("/control/upload-emails/create", { method: "POST", ...csv(), session: sessions.school });
    expect(school.status).toBe(403);
    expect(school.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
    const unknown = await server.request("/control/upload-emails/process", { json: { key: "no-such-key" }, session: sessions.control });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: "error", message: UPLOAD_MESSAGES.unknownUpload });
  });
});
