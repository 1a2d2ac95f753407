/**
 * HTTP contract of the chart-of-accounts upload (docs/product/uploads.md, Chart of accounts):
 * create-coa-upload (with the file check: a non-CSV file is 400 INVALID_MEMETYPE), the rows
 * posted in chunks, the temp-row calls answering {status, id, data, error_message, row_html},
 * GET process-coa-upload?key with the progress shape, and the refusals (401, 404).
 */
import { jobContext, outboxTransport, runUploadBatch } from "@paydesk/services";
import { describeDb } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, COA_ACCOUNT_MESSAGES, INVALID_MIME_TYPE_CODE, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { multipartBody, startTestServer, type TestServer } from "../src/http.ts";

const base = "/school/settings/chart-of-accounts";

describeDb("chart-of-accounts upload over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function school() {
    const company = await t.fixtures.company();
    const payee = await t.fixtures.payee(company);
    await t.db.chartAccount.create({ data: { payeeId: payee.id, number: "4100", name: "Tuition" } });
    const admin = await t.fixtures.user({ company, roleIds: [1], permissions: [], label: "master" });
    const { token: session } = await t.fixtures.signIn(admin);
    return { company, payee, session };
  }

  const post = (path: string, session: string | undefined, json: unknown = {}) => server.request(path, { session, json });
  /** create-coa-upload with the chosen file (required, as for the item upload's create call). */
  const create = (session: string | undefined, fields: Record<string, string>) =>
    server.request(`${base}/create-coa-upload`, {
      session,
      ...multipartBody(fields, { field: "file", name: "chart.csv", type: "text/csv", content: "account,name\r\n4100,Tuition\r\n" }),
    });
  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });

  it("stages rows, answers the temp-row calls, and processes through process-coa-upload?key", async () => {
    const { company, payee, session } = await school();
    const created = await create(session, { payee: String(payee.id) });
    expect(answer(created)).toEqual({ status: 200, body: { status: "success", table_key: expect.stringMatching(/^[\w-]{20,}$/) } });
    const key = created.body!.table_key as string;

    const rows = await post(`${base}/upload-coa-rows`, session, {
      key,
      items: [
        { account: "4100", name: "Tuition and fees", is_shared: "0", site_id: String(company.id) },
        { account: "4200", name: "", is_shared: "1" },
        { account: "4300", name: "<Band>", is_shared: "0" },
      ],
    });
    expect(answer(rows)).toEqual({
      status: 200,
      body: {
        status: "success",
        rows: [
          { id: expect.any(Number), errors: [] },
          { id: expect.any(Number), errors: [COA_ACCOUNT_MESSAGES.nameRequired] },
          { id: expect.any(Number), errors: [] },
        ],
      },
    });
    const [, bad, band] = rows.body!.rows as { id: number }[];

    const got = await post(`${base}/get-temp-coa-table-row/${key}/${bad!.id}`, session);
    expect(answer(got)).toEqual({
      status: 200,
      body: {
        status: "success",
        id: bad!.id,
        data: { account: "4200", name: "", is_shared: "1", site_id: "" },
        error_message: [COA_ACCOUNT_MESSAGES.nameRequired],
        row_html: expect.stringContaining(`<td class="error_message">${COA_ACCOUNT_MESSAGES.nameRequired}</td>`),
      },
    });
    const fixed = await post(`${base}/update-temp-coa-table-row/${key}`, session, { id: bad!.id, account: "4200", name: "Lab", is_shared: "1" });
    expect(answer(fixed)).toEqual({
      status: 200,
      body: { status: "success", id: bad!.id, data: { account: "4200", name: "Lab", is_shared: "1", site_id: "" }, error_message: [], row_html: expect.any(String) },
    });
    // Cells are escaped in row_html.
    const bandRow = await post(`${base}/get-temp-coa-table-row/${key}/${band!.id}`, session);
    expect(bandRow.body!.row_html).toContain("&lt;Band&gt;");
    expect(answer(await post(`${base}/remove-temp-coa-table-row/${key}/${band!.id}`, session))).toEqual({
      status: 200,
      body: { status: "success", id: band!.id },
    });

    const queued = await server.request(`${base}/process-coa-upload?key=${encodeURIComponent(key)}`, { method: "GET", session });
    expect(answer(queued)).toEqual({
      status: 200,
      body: { status: "success", progress: 0, total: 2, readyForStep3: false, max_id: 0, error: null },
    });
    // The test server runs no job queue: the job's work is run here, as the worker would.
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
    await runUploadBatch(jobContext({ db: t.db, mail: outboxTransport, appUrl: server.origin }), batch.id);
    const done = await server.request(`${base}/process-coa-upload?key=${encodeURIComponent(key)}`, { method: "GET", session });
    expect(done.body).toMatchObject({ status: "success", progress: 2, total: 2, readyForStep3: true, error: null });
    const chart = await t.db.chartAccount.findMany({ where: { payeeId: payee.id }, select: { number: true, name: true }, orderBy: { number: "asc" } });
    expect(chart).toEqual([
      { number: "4100", name: "Tuition and fees" },
      { number: "4200", name: "Lab" },
    ]);
  });

  it("refuses a file that is not CSV with 400 INVALID_MEMETYPE, accepts a CSV one, and needs one", async () => {
    const { payee, session } = await school();
    const pdf = multipartBody({ payee: String(payee.id) }, { field: "file", name: "chart.pdf", type: "application/pdf", content: "%PDF-1.4" });
    const refused = await server.request(`${base}/create-coa-upload`, { session, ...pdf });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: "error", message: UPLOAD_MESSAGES.invalidMimeType, code: INVALID_MIME_TYPE_CODE });
    expect((await create(session, { payee: String(payee.id) })).body).toMatchObject({ status: "success", table_key: expect.any(String) });
    // The file is required.
    expect(answer(await post(`${base}/create-coa-upload`, session, { payee: payee.id }))).toEqual(error(400, UPLOAD_MESSAGES.noFile));
  });

  it("answers 401 without a session, 404 for an unknown key, 400 for a payee that is no id", async () => {
    const { payee, session } = await school();
    expect(answer(await create(undefined, { payee: String(payee.id) }))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
    expect(answer(await post(`${base}/get-temp-coa-table-row/no-such-key/1`, session))).toEqual(error(404, UPLOAD_MESSAGES.unknownUpload));
    expect(answer(await server.request(`${base}/process-coa-upload?key=nope`, { method: "GET", session }))).toEqual(
      error(404, UPLOAD_MESSAGES.unknownUpload),
    );
    expect(await create(session, { payee: "abc" })).toMatchObject({
      status: 400,
      body: { status: "error", message: COA_ACCOUNT_MESSAGES.choosePayee },
    });
  });
});
