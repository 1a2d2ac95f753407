/**
 * The student upload over HTTP (docs/product/uploads.md, Students;
 * docs/product/documented-calls.md), with the real upload queue: refusals first (signed out 401, a
 * reader without uploads.manage 403, no school 400 with the product's message, a school outside the
 * account 403), then a file end to end: rows answered with the product's row messages in order, a
 * bad row fetched, fixed in place and another removed, a hard purge refused without confirm,
 * processing polled to step 3, the students and their parent on file, and processing the same key
 * again changing nothing.
 */
import { createPool } from "@paydesk/db";
import { outboxTransport, startUploadQueue } from "@paydesk/services";
import { AUTH_MESSAGES, STUDENT_PURGE_CONFIRM_MESSAGE, STUDENT_ROW_MESSAGES as M, STUDENT_UPLOAD_SELECT_SCHOOL } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueSuffix, type FixtureCompany } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { waitUntil } from "../src/wait.ts";

const base = "/school/settings/students-and-groups";
const quiet = { info: () => undefined, error: () => undefined };

describeDb("student upload over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  let pool: ReturnType<typeof createPool>;
  let queue: Awaited<ReturnType<typeof startUploadQueue>>;
  const sessions = { manager: "", reader: "", outsider: "" };

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    school = await t.fixtures.company({ parent: district });
    const signIn = async (options: Parameters<typeof t.fixtures.user>[0]) => {
      const user = await t.fixtures.user(options);
      return signInOverHttp(server, user.email, user.password);
    };
    sessions.manager = await signIn({ company: district, permissions: ["uploads.view", "uploads.manage"], label: "students-upload-manager" });
    sessions.reader = await signIn({ company: district, permissions: ["uploads.view"], label: "students-upload-reader" });
    sessions.outsider = await signIn({ permissions: ["uploads.view", "uploads.manage"], label: "students-upload-outsider" });
    pool = createPool(t.url, { max: 2 });
    queue = await startUploadQueue(pool, { db: t.db, mail: outboxTransport, appUrl: server.origin }, quiet);
  });
  afterAll(async () => {
    await queue?.stop();
    await pool?.end();
    await server?.close();
  });

  const post = (path: string, json: unknown, session = sessions.manager) => server.request(path, { method: "POST", json, session });
  const start = (session = sessions.manager, body: Record<string, unknown> = { school: school.id }) =>
    post("/school/settings/create-student-upload", body, session);

  describe("POST /{module}/settings/create-student-upload", () => {
    it("refuses the signed out (401), a reader without uploads.manage (403) and a school outside the account (403)", async () => {
      const signedOut = await server.request("/school/settings/create-student-upload", { method: "POST", json: { school: school.id } });
      expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
      expect((await start(sessions.reader)).status).toBe(403);
      expect((await start(sessions.outsider)).status).toBe(403);
    });

    it("needs the school: 400 with the product's message", async () => {
      const res = await start(sessions.manager, {});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: "error", message: STUDENT_UPLOAD_SELECT_SCHOOL });
    });

    it("answers {status, table_key}", async () => {
      const res = await start();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success", table_key: expect.stringMatching(/^\S{16,}$/) });
    });
  });

  it("takes a file end to end: rows checked, a row fixed in place and one removed, processed once", async () => {
    const tag = uniqueSuffix();
    const parentEmail = `parent-${tag}@families.test`;
    const student = (n: number, extra: Record<string, string> = {}) => ({
      external_id: `${tag}-${n}`, company: String(school.id), lname: "Rivera", fname: `Kid${n}`, grade: "4", teacher: "T-7",
      food_balance: "10.00", parent1_email: parentEmail, parent1_fname: "Rosa", parent1_lname: "Rivera", ...extra,
    });
    const key = (await start()).body!.table_key as string;

    const rows = await post(`${base}/upload-student-rows`, {
      form: { school: school.id },
      key,
      students: [student(1), student(2, { lname: "", grade: "GRADE10" }), student(3, { food_balance: "ten" }), student(4)],
    });
    expect(rows.status).toBe(200);
    const answered = rows.body!.rows as { id: number; errors: string[] }[];
    expect(answered.map((row) => row.errors)).toEqual([[], [M.lastNameEmpty, M.gradeTooLong], [M.foodBalanceNotNumber], []]);

    const bad = answered[1]!.id;
    const fetched = await post(`${base}/get-temp-student-table-row/${key}/${bad}`, {});
    expect(fetched.body).toMatchObject({ status: "success", id: bad, data: { lname: "", grade: "GRADE10" }, error_message: [M.lastNameEmpty, M.gradeTooLong] });
    expect(fetched.body!.row_html).toContain('<td data-column="grade">GRADE10</td>');
    const fixed = await post(`${base}/update-temp-student-table-row/${key}`, { id: bad, data: student(2) });
    expect(fixed.body).toMatchObject({ status: "success", id: bad, data: { lname: "Rivera", grade: "4" }, error_message: [] });
    const removed = await post(`${base}/remove-temp-student-table-row/${key}/${answered[2]!.id}`, {});
    expect(removed.body).toEqual({ status: "success", id: answered[2]!.id });

    const unconfirmed = await post(`${base}/process-student-upload`, { key, purge_mode: 2 });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body).toMatchObject({ status: "error", message: STUDENT_PURGE_CONFIRM_MESSAGE });

    // The wizard asks again until the job has run.
    const answer = await waitUntil(
      "the student upload to be ready for step 3",
      async () => {
        const res = await post(`${base}/process-student-upload`, { key, purge_mode: 0, sis_only_mode: "no", max_id: 0, number_already_processed: 0 });
        expect(res.status).toBe(200);
        return res.body!;
      },
      (body) => body.readyForStep3 === true,
      { intervalMs: 100 },
    );
    expect(answer).toMatchObject({ status: "success", readyForStep3: true, progress: 3, total: 3, error: null, max_id: expect.any(Number) });

    const onFile = await t.db.student.findMany({ where: { companyId: school.id, externalId: { startsWith: tag } }, orderBy: { externalId: "asc" }, include: { parents: { include: { parent: true } } } });
    expect(onFile.map((s) => [s.externalId, s.foodBalanceCents, s.parents.map((p) => p.parent.emailNormalized)])).toEqual([
      [`${tag}-1`, 1000, [parentEmail]],
      [`${tag}-2`, 1000, [parentEmail]],
      [`${tag}-4`, 1000, [parentEmail]],
    ]);
    const before = await t.db.student.findMany({ where: { companyId: school.id }, select: { id: true, updatedAt: true } });

    const again = await post(`${base}/process-student-upload`, { key, purge_mode: 1, confirm: 1 });
    expect(again.body).toMatchObject({ status: "success", readyForStep3: true, progress: 3 });
    expect(await t.db.student.findMany({ where: { companyId: school.id }, select: { id: true, updatedAt: true } })).toEqual(before);
    expect(await t.db.user.count({ where: { emailNormalized: parentEmail } })).toBe(1);
  });

  it("takes the wizard's table form over tRPC: the same row messages, and the rows staged as cell lists", async () => {
    const tag = uniqueSuffix();
    const key = (await start()).body!.table_key as string;
    const columns = ["external_id", "company", "lname", "fname", "grade", "teacher", "parent1_email", "parent1_phone"];
    const cells = [
      [`${tag}-1`, String(school.id), "Rivera", "Kid1", "4", "T-7", `p-${tag}@families.test`, ""],
      [`${tag}-2`, String(school.id), " ", "Kid2", "GRADE10", "T-7"],
    ];
    const res = await server.request("/trpc/uploads.addRows", { method: "POST", session: sessions.manager, json: { json: { module: "school", key, columns, rows: cells, firstRowNo: 1 } } });
    expect(res.status).toBe(200);
    const answered = (res.body as { result: { data: { json: { rows: { id: number; errors: string[] }[] } } } }).result.data.json.rows;
    expect(answered.map((row) => row.errors)).toEqual([[], [M.lastNameEmpty, M.gradeTooLong]]);
    const staged = await t.db.uploadRow.findMany({ where: { batch: { tableKey: key } }, orderBy: { id: "asc" }, select: { data: true } });
    // Staged as cell lists in the kind's column order (external_id, sis_id, company, lname, fname,
    // grade, food_balance, teacher, …, parent1_fname, parent1_lname, parent1_email), up to the last filled cell.
    expect(staged.map((row) => row.data)).toEqual([
      [`${tag}-1`, "", String(school.id), "Rivera", "Kid1", "4", "", "T-7", "", "", "", "", `p-${tag}@families.test`],
      [`${tag}-2`, "", String(school.id), "", "Kid2", "GRADE10", "", "T-7"],
    ]);
  });

  it("refuses rows for an unknown key (404) and a malformed body (400), never a 500", async () => {
    const unknown = await post(`${base}/upload-student-rows`, { key: "no-such-key", students: [{ external_id: "x" }] });
    expect(unknown.status).toBe(404);
    const key = (await start()).body!.table_key as string;
    const malformed = await post(`${base}/upload-student-rows`, { key, students: "not rows" });
    expect(malformed.status).toBe(400);
    const badId = await post(`${base}/get-temp-student-table-row/${key}/abc`, {});
    expect(badId.status).toBe(400);
  });
});
