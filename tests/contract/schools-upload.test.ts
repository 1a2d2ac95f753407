/**
 * HTTP contract of the school upload (docs/product/uploads.md, Schools;
 * docs/product/documented-calls.md): create-site-upload, upload-site-rows answering each row's
 * messages in order (13 or 14 columns), the temp-company-table-row calls answering {status, id,
 * data, error_message, row_html}, process-site-upload with welcome_email and password_mode, and the
 * refusals (401, 403, 404).
 */
import { jobContext, outboxTransport, runUploadBatch } from "@paydesk/services";
import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, INVALID_MIME_TYPE_CODE, SCHOOL_UPLOAD_MESSAGES as M, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { multipartBody, startTestServer, type TestServer } from "../src/http.ts";
import { schoolRow } from "../src/school-rows.ts";

const base = "/school/settings/schools";

describeDb("school upload over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  const tag = uniqueSuffix();
  const row = (n: string, changes: Record<string, string | undefined> = {}) => schoolRow(n, tag, { company: `Contract School ${n} ${tag}`, ...changes });

  async function district() {
    const company = await t.fixtures.company({ kind: "DISTRICT" });
    const admin = await t.fixtures.user({ company, roleIds: [1], permissions: [], label: "district-master" });
    const { token: session } = await t.fixtures.signIn(admin);
    return { company, session };
  }

  const post = (path: string, session: string | undefined, json: unknown = {}) => server.request(path, { session, json });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const error = (status: number, message: string) => ({ status, body: expect.objectContaining({ status: "error", message }) });

  it("stages rows, answers the temp-row calls, and creates the schools through process-site-upload", async () => {
    const { company, session } = await district();
    const created = await post(`${base}/create-site-upload`, session);
    expect(answer(created)).toEqual({ status: 200, body: { status: "success", table_key: expect.stringMatching(/^[\w-]{20,}$/) } });
    const key = created.body!.table_key as string;

    const rows = await post(`${base}/upload-site-rows`, session, {
      key,
      form: {},
      schools: [row("1"), row("2", { company_type: undefined }), row("3", { company: "", street2: undefined, company_type: undefined }), row("4", { extra: "x" })],
    });
    expect(answer(rows)).toEqual({
      status: 200,
      body: {
        status: "success",
        rows: [
          { id: expect.any(Number), errors: [] },
          { id: expect.any(Number), errors: [] },
          { id: expect.any(Number), errors: [M.tooFewColumns, M.nameEmpty] },
          { id: expect.any(Number), errors: [M.tooManyColumns] },
        ],
      },
    });
    const [, , bad, wide] = rows.body!.rows as { id: number }[];

    const got = await post(`${base}/get-temp-company-table-row/${key}/${bad!.id}`, session);
    expect(answer(got)).toEqual({
      status: 200,
      body: {
        status: "success",
        id: bad!.id,
        data: expect.objectContaining({ company: "", external_id: `SLN-3-${tag}` }),
        error_message: [M.tooFewColumns, M.nameEmpty],
        row_html: expect.stringContaining(`<td class="error_message">${M.tooFewColumns}<br>${M.nameEmpty}</td>`),
      },
    });
    const fixed = await post(`${base}/update-temp-company-table-row/${key}/${bad!.id}`, session, { data: row("3", { company: `Fixed School ${tag}` }) });
    expect(answer(fixed)).toEqual({
      status: 200,
      body: { status: "success", id: bad!.id, data: expect.objectContaining({ company: `Fixed School ${tag}` }), error_message: [], row_html: expect.any(String) },
    });
    expect(answer(await post(`${base}/remove-temp-company-table-row/${key}/${wide!.id}`, session))).toEqual({ status: 200, body: { status: "success", id: wide!.id } });

    const processAnswer = { key, welcome_email: "1", password_mode: "manual", password: "Contract-Pass-1" };
    const queued = await post(`${base}/process-site-upload`, session, processAnswer);
    expect(answer(queued)).toEqual({ status: 200, body: { status: "success", progress: 0, total: 3, readyForStep3: false, max_id: 0, error: null } });
    // The test server runs no job queue: the job's work is run here, as the worker would.
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
    await runUploadBatch(jobContext({ db: t.db, mail: outboxTransport, appUrl: server.origin }), batch.id);
    const done = await post(`${base}/process-site-upload`, session, processAnswer);
    expect(done.body).toMatchObject({ status: "success", progress: 3, total: 3, readyForStep3: true, error: null });

    const schools = await t.db.company.findMany({ where: { parentId: company.id }, select: { name: true }, orderBy: { name: "asc" } });
    expect(schools.map((s) => s.name)).toEqual([`Contract School 1 ${tag}`, `Contract School 2 ${tag}`, `Fixed School ${tag}`]);
    expect(await t.db.outboundEmail.count({ where: { purpose: "school_welcome", companyId: { in: (await t.db.company.findMany({ where: { parentId: company.id } })).map((c) => c.id) } } })).toBe(3);

    // Processing the same key again changes nothing.
    expect((await post(`${base}/process-site-upload`, session, processAnswer)).body).toMatchObject({ readyForStep3: true, progress: 3 });
    expect(await t.db.company.count({ where: { parentId: company.id } })).toBe(3);
  });

  it("refuses a file that is not CSV with 400 INVALID_MEMETYPE, and accepts a CSV one", async () => {
    const { session } = await district();
    const pdf = multipartBody({}, { field: "file", name: "schools.pdf", type: "application/pdf", content: "%PDF-1.4" });
    const refused = await server.request(`${base}/create-site-upload`, { session, ...pdf });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: "error", message: UPLOAD_MESSAGES.invalidMimeType, code: INVALID_MIME_TYPE_CODE });
    const csv = multipartBody({}, { field: "file", name: "schools.csv", type: "text/csv", content: "company,zip\r\nMaple,62701\r\n" });
    expect((await server.request(`${base}/create-site-upload`, { session, ...csv })).body).toMatchObject({ status: "success", table_key: expect.any(String) });
  });

  it("refuses a manual password shorter than 6 characters (400) and leaves the batch staging", async () => {
    const { session } = await district();
    const key = (await post(`${base}/create-site-upload`, session)).body!.table_key as string;
    await post(`${base}/upload-site-rows`, session, { key, schools: [row("p1")] });
    const refused = await post(`${base}/process-site-upload`, session, { key, password_mode: "manual", password: "abc" });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: "error", message: "Password is not long enough." });
    expect((await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } })).status).toBe("STAGING");
  });

  it("answers 401 without a session, 404 for an unknown key, 400 when the site is not a district, 403 without upload rights", async () => {
    const { session } = await district();
    expect(answer(await post(`${base}/create-site-upload`, undefined))).toEqual(error(401, AUTH_MESSAGES.notSignedIn));
    expect(answer(await post(`${base}/get-temp-company-table-row/no-such-key/1`, session))).toEqual(error(404, UPLOAD_MESSAGES.unknownUpload));
    expect(answer(await post(`${base}/process-site-upload`, session, { key: "nope" }))).toEqual(error(404, UPLOAD_MESSAGES.unknownUpload));

    const school = await t.fixtures.company({ kind: "SCHOOL" });
    const schoolAdmin = await t.fixtures.user({ company: school, roleIds: [1], permissions: [], label: "school-master" });
    const schoolSession = (await t.fixtures.signIn(schoolAdmin)).token;
    expect(answer(await post(`${base}/create-site-upload`, schoolSession))).toEqual(error(400, M.notADistrict));

    const { company } = await district();
    const viewer = await t.fixtures.user({ company, permissions: ["uploads.view"], label: "viewer" });
    const viewerSession = (await t.fixtures.signIn(viewer)).token;
    expect((await post(`${base}/create-site-upload`, viewerSession)).status).toBe(403);
  });
});
