/**
 * HTTP contract of the control area's postback calls (docs/product/control-area.md, Postbacks):
 * GET /control/postbacks/list answers `{status, postbacks: [{id, txn_id, plugin, status, memo,
 * attempts}]}` with filters and `next`; POST /control/postbacks/{id}/post-back-transaction answers
 * `{status, curl_log, error}` after posting over HTTP to the SIS simulator the app serves itself;
 * POST /control/postbacks/{id}/mark?status= {memo} needs a memo of at least 2 characters. Control
 * only: 401 signed out, 403 for everyone else.
 */
import { builtInSisSimulator, configureSisPlugins, createSession } from "@paydesk/services";
import { describeDb, type FixtureCompany, type FixtureUser } from "@paydesk/tests/harness";
import { postbackMaker } from "@paydesk/tests/postbacks";
import { AUTH_MESSAGES, POSTBACK_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../src/http.ts";

interface ListedPostback {
  id: number;
  txn_id: number | null;
  order_id: number;
  plugin: string;
  status: string;
  memo: string | null;
  attempts: number;
  company_id: number;
  created_at: string;
}

describeDb("postbacks over HTTP", (t) => {
  let server: TestServer;
  let company: FixtureCompany;
  let control: string;
  let admin: string;
  let parent: string;
  let make: Awaited<ReturnType<typeof postbackMaker>>;
  const day = new Date(Date.UTC(2032, 6, 14, 15));

  const session = async (user: FixtureUser) => (await createSession(t.db, { userId: user.id })).token;

  beforeAll(async () => {
    server = await startTestServer(t.db);
    // As main.ts does: the plugins talk HTTP to the simulator the app serves at /simulators/sis.
    configureSisPlugins((plugin) => ({ baseUrl: `${server.origin}/simulators/sis/${plugin}`, credential: "contract-key" }));
    company = await t.fixtures.company({ kind: "SCHOOL" });
    make = await postbackMaker(t.db, company);
    control = await session(await t.fixtures.user({ kind: "CONTROL", label: "pbh-control" }));
    admin = await session(await t.fixtures.user({ company, label: "pbh-admin" }));
    parent = await session(await t.fixtures.user({ kind: "PARENT", company, label: "pbh-parent" }));
  });
  afterAll(async () => {
    configureSisPlugins(null);
    await server?.close();
  });

  const list = (query: string, as: string = control) => server.request(`/control/postbacks/list?${query}`, { session: as });
  const post = (path: string, as: string | undefined, json: unknown = {}) => server.request(path, { method: "POST", json, session: as });

  describe("GET /control/postbacks/list", () => {
    it("answers the documented fields, newest first, filtered by company, status, plugin and day, with next", async () => {
      const failed = await make({ status: "FAILED", createdAt: day, attempts: 5 });
      const marked = await make({ status: "MARKED", createdAt: new Date(day.getTime() + 60_000), memo: "By hand", plugin: "asb_works" });
      const filter = `company_id=${company.id}&from=2032-07-14&to=2032-07-14`;
      const res = await list(filter);
      expect(res.status).toBe(200);
      expect(res.body!.status).toBe("success");
      const rows = res.body!.postbacks as ListedPostback[];
      expect(rows.map((row) => row.id)).toEqual([marked.postback.id, failed.postback.id]);
      expect(rows[1]).toMatchObject({
        id: failed.postback.id,
        txn_id: failed.paymentId,
        order_id: failed.orderId,
        plugin: "synergy",
        status: "FAILED",
        memo: null,
        attempts: 5,
        company_id: company.id,
        // The company's zone (a fixture school takes the platform's, America/Chicago), with its offset.
        created_at: "2032-07-14T10:00:00-05:00",
      });
      expect(res.body!.next).toBeNull();

      expect(((await list(`${filter}&status=failed`)).body!.postbacks as ListedPostback[]).map((row) => row.id)).toEqual([failed.postback.id]);
      expect(((await list(`${filter}&plugin=asb_works`)).body!.postbacks as ListedPostback[]).map((row) => row.id)).toEqual([marked.postback.id]);
      const first = await list(`${filter}&page_size=1`);
      expect((first.body!.postbacks as ListedPostback[]).map((row) => row.id)).toEqual([marked.postback.id]);
      const second = await list(`${filter}&page_size=1&after=${first.body!.next as string}`);
      expect((second.body!.postbacks as ListedPostback[]).map((row) => row.id)).toEqual([failed.postback.id]);
    });

    it("answers 400 with a message to bad filters", async () => {
      const backwards = await list("from=2032-07-14&to=2032-07-01");
      expect(backwards.status).toBe(400);
      expect(backwards.body).toMatchObject({ status: "error", message: POSTBACK_MESSAGES.rangeBackwards });
      for (const query of ["status=LOST", "plugin=blackbaud", "after=soon", "page_size=0", "company_id=abc", "from=2032-02-30"]) {
        const res = await list(query);
        expect(res.status, query).toBe(400);
        expect(res.body!.status, query).toBe("error");
      }
    });

    it("is control only: 401 signed out, 403 for an administrator and a parent, and outside the control module", async () => {
      const signedOut = await server.request("/control/postbacks/list");
      expect(signedOut.status).toBe(401);
      expect(signedOut.body).toEqual({ status: "error", message: AUTH_MESSAGES.notSignedIn });
      for (const [path, as] of [["/control/postbacks/list", admin], ["/school/postbacks/list", admin], ["/parent/postbacks/list", parent], ["/school/postbacks/list", control]] as const) {
        const res = await server.request(path, { session: as });
        expect(res.status, path).toBe(403);
        expect(res.body).toEqual({ status: "error", message: AUTH_MESSAGES.accessDenied });
      }
    });
  });

  describe("POST /control/postbacks/{id}/post-back-transaction", () => {
    it("posts a FAILED postback to the SIS over HTTP: success with the curl log", async () => {
      const { postback, reference } = await make({ status: "FAILED", attempts: 5 });
      const res = await post(`/control/postbacks/${postback.id}/post-back-transaction`, control);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success", curl_log: expect.stringContaining("< HTTP 200"), error: null, postback_status: "SENT" });
      expect(res.body!.curl_log).toContain(`${server.origin}/simulators/sis/synergy`);
      expect(res.body!.curl_log).not.toContain("contract-key");
      expect(builtInSisSimulator.postbacks().filter((p) => p.payment.reference === reference)).toHaveLength(1);
      const listed = (await list(`company_id=${company.id}&status=SENT`)).body!.postbacks as ListedPostback[];
      expect(listed.map((row) => row.id)).toContain(postback.id);
    });

    it("a SIS that refuses: status error with the product's message, the SIS's error and the log; the postback keeps its status", async () => {
      const { postback } = await make({ status: "FAILED", attempts: 5, amountCents: 2013 });
      const res = await post(`/control/postbacks/${postback.id}/post-back-transaction`, control);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: "error",
        message: POSTBACK_MESSAGES.postbackFailed,
        curl_log: expect.stringContaining("< HTTP 500"),
        error: expect.stringContaining("HTTP 500"),
        postback_status: "FAILED",
      });
    });

    it("answers 404 for an unknown postback, 400 for an id that is none, 401/403 for others", async () => {
      const unknown = await post("/control/postbacks/2000000000/post-back-transaction", control);
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ status: "error", message: POSTBACK_MESSAGES.noSuchPostback });
      expect((await post("/control/postbacks/abc/post-back-transaction", control)).status).toBe(400);
      const { postback } = await make({ status: "FAILED" });
      expect((await post(`/control/postbacks/${postback.id}/post-back-transaction`, undefined)).status).toBe(401);
      expect((await post(`/control/postbacks/${postback.id}/post-back-transaction`, admin)).status).toBe(403);
      expect((await post(`/school/postbacks/${postback.id}/post-back-transaction`, admin)).status).toBe(403);
    });
  });

  describe("POST /control/postbacks/{id}/mark?status=", () => {
    it("refuses without a memo of at least 2 characters, with the product's message on the memo field", async () => {
      const { postback } = await make({ status: "FAILED" });
      for (const body of [{}, { memo: "" }, { memo: "a" }, { memo: " b " }]) {
        const res = await post(`/control/postbacks/${postback.id}/mark?status=MARKED`, control, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body).toEqual({ status: "error", message: POSTBACK_MESSAGES.memoRequired, errors: { memo: POSTBACK_MESSAGES.memoRequired } });
      }
      const bad = await post(`/control/postbacks/${postback.id}/mark?status=DONE`, control, { memo: "ok" });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ message: POSTBACK_MESSAGES.chooseStatus });
    });

    it("marks with the status of the query string and the memo (JSON or form)", async () => {
      const { postback } = await make({ status: "FAILED" });
      const res = await post(`/control/postbacks/${postback.id}/mark?status=marked`, control, { memo: "Posted by hand" });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "success", message: POSTBACK_MESSAGES.marked, postback_status: "MARKED", memo: "Posted by hand" });
      const form = await server.request(`/control/postbacks/${postback.id}/mark?status=FAILED`, { form: { memo: "Stop retrying" }, session: control });
      expect(form.body).toMatchObject({ status: "success", postback_status: "FAILED", memo: "Stop retrying" });
      const listed = (await list(`company_id=${company.id}&status=FAILED`)).body!.postbacks as ListedPostback[];
      expect(listed.find((row) => row.id === postback.id)).toMatchObject({ status: "FAILED", memo: "Stop retrying" });
    });

    it("is control only and refuses cross-site posts", async () => {
      const { postback } = await make({ status: "FAILED" });
      expect((await post(`/control/postbacks/${postback.id}/mark?status=MARKED`, undefined, { memo: "ok" })).status).toBe(401);
      expect((await post(`/control/postbacks/${postback.id}/mark?status=MARKED`, admin, { memo: "ok" })).status).toBe(403);
      const crossSite = await server.request(`/control/postbacks/${postback.id}/mark?status=MARKED`, {
        method: "POST",
        json: { memo: "ok" },
        session: control,
        headers: { origin: "https://evil.example" },
      });
      expect(crossSite.status).toBe(403);
      expect((await t.db.postback.findUniqueOrThrow({ where: { id: postback.id } })).status).toBe("FAILED");
    });
  });
});
