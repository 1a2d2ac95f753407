/**
 * The outbox over HTTP (docs/product/control-area.md, Outbox). It has no legacy URL: the web app
 * reads it through the tRPC procedures outbox.find and outbox.get, so their HTTP answers are the
 * contract checked here — signed out 401, everyone but control staff 403 (reset links are secrets),
 * bad input 400.
 */
import { sendEmail } from "@paydesk/services";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, describeDb, uniqueSuffix, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

interface TrpcError {
  message: string;
  code: number;
  data: { code: string; httpStatus: number };
}

describeDb("outbox over HTTP", (t) => {
  let server: TestServer;
  const recipient = `ho-${uniqueSuffix()}@outbox.test`;
  let messageId = 0;
  const sessions = { control: "", school: "", parent: "", masquerading: "" };

  const signIn = (user: FixtureUser) => signInOverHttp(server, user.email, user.password);

  /** A tRPC query over GET, as the web app sends it (superjson envelope). */
  const query = (procedure: string, input: unknown, session?: string) =>
    server.request(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, { session });
  const errorOf = (body: Record<string, unknown> | undefined) => (body?.error as { json: TrpcError }).json;
  const dataOf = <T>(body: Record<string, unknown> | undefined) => (body?.result as { data: { json: T } }).data.json;

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const f = t.fixtures;
    await sendEmail(createTestContext(t.db, null), {
      to: recipient,
      subject: "Older",
      text: "first",
      purpose: "password_changed",
    });
    await sendEmail(createTestContext(t.db, null), {
      to: recipient,
      subject: "Reset your PayDesk password",
      text: "http://x.test/login/reset/secret-token",
      purpose: "password_reset",
    });
    messageId = (await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: recipient, purpose: "password_reset" } })).id;
    const controlUser = await f.user({ kind: "CONTROL", label: "ho-control" });
    const school = await f.company({ kind: "SCHOOL" });
    const schoolAdmin = await f.user({ company: school, label: "ho-school" });
    sessions.control = await signIn(controlUser);
    sessions.school = await signIn(schoolAdmin);
    sessions.parent = await signIn(await f.user({ kind: "PARENT", company: school, label: "ho-parent" }));
    sessions.masquerading = await signIn(controlUser);
    const start = await server.request(`/masquerade/as/user/${schoolAdmin.id}`, {
      method: "POST",
      json: {},
      session: sessions.masquerading,
    });
    expect(start.status).toBe(200);
  });
  afterAll(() => server?.close());

  describe("outbox.find", () => {
    it("answers control staff newest first with status, recipient, subject, purpose and time — no bodies", async () => {
      const res = await query("outbox.find", { module: "control", recipient }, sessions.control);
      expect(res.status).toBe(200);
      const page = dataOf<{ total: number; entries: Record<string, unknown>[] }>(res.body);
      expect(page.total).toBe(2);
      expect(page.entries.map((e) => [e.subject, e.status, e.to, e.purpose])).toEqual([
        ["Reset your PayDesk password", "SENT", recipient, "password_reset"],
        ["Older", "SENT", recipient, "password_changed"],
      ]);
      expect(typeof page.entries[0]!.createdAt).toBe("string");
      expect(res.text).not.toContain("secret-token");
    });

    it("answers 401 when nobody is signed in", async () => {
      const res = await query("outbox.find", { module: "control" });
      expect(res.status).toBe(401);
      expect(errorOf(res.body)).toMatchObject({
        message: AUTH_MESSAGES.notSignedIn,
        data: { code: "UNAUTHORIZED", httpStatus: 401 },
      });
    });

    it("answers 403 to administrators, parents and control staff acting as an administrator", async () => {
      for (const [who, module] of [
        ["school", "control"],
        ["school", "school"],
        ["parent", "parent"],
        ["masquerading", "control"],
        ["masquerading", "school"],
      ] as const) {
        const res = await query("outbox.find", { module, recipient }, sessions[who]);
        expect(res.status, `${who} in ${module}`).toBe(403);
        expect(errorOf(res.body)).toMatchObject({ message: AUTH_MESSAGES.accessDenied, data: { code: "FORBIDDEN" } });
        expect(res.text).not.toContain(recipient);
      }
    });

    it("answers 400 to bad input", async () => {
      for (const input of [
        { module: "control", page: 0 },
        { module: "control", status: "LOST" },
        { module: "control", pageSize: 500 },
        { module: "nowhere" },
      ]) {
        const res = await query("outbox.find", input, sessions.control);
        expect(res.status, JSON.stringify(input)).toBe(400);
      }
    });
  });

  describe("outbox.get", () => {
    it("answers control staff one message with its body", async () => {
      const res = await query("outbox.get", { module: "control", id: messageId }, sessions.control);
      expect(res.status).toBe(200);
      expect(dataOf<Record<string, unknown>>(res.body)).toMatchObject({
        id: messageId,
        to: recipient,
        text: "http://x.test/login/reset/secret-token",
        html: null,
      });
    });

    it("never shows the body to anyone else", async () => {
      expect((await query("outbox.get", { module: "control", id: messageId })).status).toBe(401);
      for (const who of ["school", "parent", "masquerading"] as const) {
        const res = await query("outbox.get", { module: "control", id: messageId }, sessions[who]);
        expect(res.status, who).toBe(403);
        expect(res.text).not.toContain("secret-token");
      }
    });

    it("answers 404 for an unknown message and 400 for a bad id", async () => {
      expect((await query("outbox.get", { module: "control", id: 2_000_000_000 }, sessions.control)).status).toBe(404);
      expect((await query("outbox.get", { module: "control", id: "x" }, sessions.control)).status).toBe(400);
    });
  });

  it("has no JSON answer at the page's address: /control/operations/outbox is only the web page", async () => {
    const res = await server.request("/control/operations/outbox", { session: sessions.control });
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(recipient);
  });
});
