/**
 * HTTP contract of the item upload (docs/product/uploads.md, Items; docs/product/documented-calls.md):
 * create-item-upload {item_id} → {table_key, base_item_id}; the start messages; rows posted as
 * {form, items, key} answered per row in order; remove-item-row {id, key, remove};
 * process-item-upload {key, purge_mode, …} → {readyForStep3, progress, total, max_id, import_id,
 * error}, a hard purge refused without confirm; 401, 403 and 404 first.
 */
import { jobContext, outboxTransport, runUploadBatch } from "@paydesk/services";
import { describeDb, uniqueSuffix } from "@paydesk/tests/harness";
import { AUTH_MESSAGES, INVALID_MIME_TYPE_CODE, ITEM_UPLOAD_ROW_MESSAGES as M, ITEM_UPLOAD_START_MESSAGES as S, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";
import { multipartBody as multipart } from "../src/http.ts";

const base = "/school/settings/items";

describeDb("item upload over HTTP", (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function school() {
    const company = await t.fixtures.company();
    const category = await t.fixtures.category(company);
    const payee = await t.fixtures.payee(company);
    const coa = await t.db.chartAccount.create({ data: { payeeId: payee.id, number: "4100", name: "Tuition" } });
    const baseItem = await t.db.item.create({
      data: { companyId: company.id, code: `B${uniqueSuffix()}`, slug: "base", title: "Base", categoryId: category.id, settlementAccountId: payee.id, coaId: coa.id, amountCents: 500 },
    });
    const admin = await t.fixtures.user({ company, roleIds: [1], permissions: [], label: "master" });
    const { token: session } = await t.fixtures.signIn(admin);
    return { company, category, baseItem, session };
  }

  const post = (path: string, session: string | undefined, json: unknown = {}) => server.request(path, { session, json });
  const answer = (res: { status: number; body: unknown }) => ({ status: res.status, body: res.body });
  const runJob = async (key: string) => {
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key } });
    // The test server runs no job queue: the worker's work is run here.
    await runUploadBatch(jobContext({ db: t.db, mail: outboxTransport, appUrl: server.origin }), batch.id);
  };

  it("starts with an item, stages rows with their messages, removes one and processes the rest", async () => {
    const { baseItem, session, company } = await school();
    const created = await post(`${base}/create-item-upload`, session, { item_id: baseItem.id });
    expect(answer(created)).toEqual({
      status: 200,
      body: { status: "success", table_key: expect.stringMatching(/^[\w-]{20,}$/), base_item_id: baseItem.id, message: UPLOAD_MESSAGES.started },
    });
    const key = created.body!.table_key as string;

    const tag = uniqueSuffix();
    const rows = await post(`${base}/upload-item-rows`, session, {
      key,
      form: { first_row_no: 1 },
      items: [
        { title: `Shirt ${tag}`, amount: 12.5, available_items: 10 },
        { title: "", amount: "abc" },
        { title: `Extra ${tag}` },
      ],
    });
    expect(answer(rows)).toEqual({
      status: 200,
      body: {
        status: "success",
        rows: [
          { id: expect.any(Number), errors: [] },
          { id: expect.any(Number), errors: [M.titleRequired, M.dollarRange] },
          { id: expect.any(Number), errors: [] },
        ],
      },
    });
    const [, , extra] = rows.body!.rows as { id: number }[];
    expect(answer(await post(`${base}/remove-item-row`, session, { id: extra!.id, key, remove: 1 }))).toEqual({ status: 200, body: { status: "success" } });

    const queued = await post(`${base}/process-item-upload`, session, { key, purge_mode: 0, max_id: 0, import_id: "", number_already_processed: 0, base_item_id: baseItem.id });
    // import_id is the batch the key names (the legacy import record), the same on every call.
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: key }, select: { id: true } });
    expect(answer(queued)).toEqual({
      status: 200,
      body: { status: "success", readyForStep3: false, progress: 0, total: 2, max_id: 0, import_id: batch.id, error: null },
    });
    await runJob(key);
    const done = await post(`${base}/process-item-upload`, session, { key, purge_mode: 0 });
    expect(done.body).toMatchObject({ status: "success", readyForStep3: true, progress: 2, total: 2, import_id: batch.id, error: null });

    const items = await t.db.item.findMany({ where: { companyId: company.id, title: { contains: tag } }, select: { title: true, amountCents: true, quantityAvailable: true } });
    expect(items).toEqual([{ title: `Shirt ${tag}`, amountCents: 1250, quantityAvailable: 10 }]);
  });

  it("checks a file sent with the start: not CSV is 400 INVALID_MEMETYPE, a CSV one starts", async () => {
    const { baseItem, session } = await school();
    const pdf = multipart({ item_id: String(baseItem.id) }, { field: "file", name: "items.pdf", type: "application/pdf", content: "%PDF-1.4" });
    const refused = await server.request(`${base}/create-item-upload`, { session, ...pdf });
    expect(answer(refused)).toEqual({ status: 400, body: expect.objectContaining({ status: "error", code: INVALID_MIME_TYPE_CODE, message: UPLOAD_MESSAGES.invalidMimeType }) });
    const csv = multipart({ item_id: String(baseItem.id) }, { field: "file", name: "items.csv", type: "text/csv", content: "title\r\nMug\r\n" });
    const started = await server.request(`${base}/create-item-upload`, { session, ...csv });
    expect(started.body).toMatchObject({ status: "success", base_item_id: baseItem.id });
  });

  it("numbers rows posted without a row number after the batch's last row", async () => {
    const { baseItem, session } = await school();
    const key = (await post(`${base}/create-item-upload`, session, { item_id: baseItem.id })).body!.table_key as string;
    await post(`${base}/upload-item-rows`, session, { key, items: [{ title: "A" }, { title: "B" }] });
    await post(`${base}/upload-item-rows`, session, { key, items: [{ title: "C" }] });
    const rows = await t.db.uploadRow.findMany({ where: { batch: { tableKey: key } }, orderBy: { id: "asc" }, select: { rowNo: true } });
    expect(rows.map((row) => row.rowNo)).toEqual([1, 2, 3]);
  });

  it("answers the product's start messages with 400", async () => {
    const { session } = await school();
    for (const [body, message] of [
      [{}, S.selectItem],
      [{ source: "catalog" }, S.selectCatalog],
      [{ source: "new-catalog", catalog_name: "" }, S.enterCatalog],
    ] as const) {
      const res = await post(`${base}/create-item-upload`, session, body);
      expect(answer(res)).toEqual({ status: 400, body: expect.objectContaining({ status: "error", message }) });
    }
  });

  it("starts an update upload and a catalog one", async () => {
    const { category, session } = await school();
    const update = await post(`${base}/create-item-upload`, session, { mode: "update" });
    expect(update.body).toMatchObject({ status: "success", base_item_id: null });
    const catalog = await post(`${base}/create-item-upload`, session, { catalog_id: category.id });
    expect(catalog.body).toMatchObject({ status: "success", base_item_id: null });
  });

  it("refuses a hard purge without confirm, and an unknown purge mode", async () => {
    const { baseItem, session } = await school();
    const key = (await post(`${base}/create-item-upload`, session, { item_id: baseItem.id })).body!.table_key as string;
    await post(`${base}/upload-item-rows`, session, { key, items: [{ title: "One" }] });
    const res = await post(`${base}/process-item-upload`, session, { key, purge_mode: 2 });
    expect(answer(res)).toEqual({ status: 400, body: expect.objectContaining({ status: "error", message: S.confirmHardPurge }) });
    const odd = await post(`${base}/process-item-upload`, session, { key, purge_mode: "7" });
    expect(answer(odd)).toEqual({ status: 400, body: expect.objectContaining({ status: "error", message: S.purgeMode }) });
  });

  it("refuses callers without a session (401), without the permission (403) and unknown keys (404)", async () => {
    const { company, baseItem } = await school();
    expect(answer(await post(`${base}/create-item-upload`, undefined, { item_id: baseItem.id }))).toEqual({
      status: 401,
      body: expect.objectContaining({ status: "error", message: AUTH_MESSAGES.notSignedIn }),
    });
    const reader = await t.fixtures.user({ company, roleIds: [4], permissions: [], label: "reader" });
    const { token } = await t.fixtures.signIn(reader);
    expect((await post(`${base}/create-item-upload`, token, { item_id: baseItem.id })).status).toBe(403);
    const { session } = await school();
    for (const path of ["upload-item-rows", "process-item-upload", "remove-item-row"]) {
      const res = await post(`${base}/${path}`, session, { key: "no-such-key", id: 1, items: [{ title: "x" }] });
      expect(answer(res)).toEqual({ status: 404, body: expect.objectContaining({ status: "error", message: UPLOAD_MESSAGES.unknownUpload }) });
    }
  });
});
