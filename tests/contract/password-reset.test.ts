/**
 * POST /login/forgot (email, mode=ajax, require_user → status, message;
 * docs/product/accounts-and-roles.md) and the link it sends, over HTTP. The call is public by
 * design (a signed-out user asks for a link), so there is no 401; what it must not do is tell which
 * addresses have accounts.
 */
import { once } from "node:events";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApp } from "@paydesk/server/app";
import { createLogger } from "@paydesk/server/logger";
import { outboxTransport, smtpTransport } from "@paydesk/services";
import { PASSWORD_MESSAGES, RESET_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, uniqueEmail, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";
import { preparePasswordResetQueue, runQueuedPasswordResets } from "../src/password-reset-jobs.ts";
import { startSmtpReceiver, type SmtpReceiver } from "../src/smtp.ts";

const PATH = "/login/forgot";
const LINK = /^(http:\/\/localhost:3000)\/login\/reset\/([A-Za-z0-9_-]+)$/m;

describeDb(`POST ${PATH}`, (t) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(t.db);
    await preparePasswordResetQueue(t.url);
  });

  /** Run the jobs the form queued for `email`, as the server's job queue does (with its default transport). */
  const runJobs = (email: string) =>
    runQueuedPasswordResets({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" }, email);
  afterAll(() => server?.close());

  /** The link in the newest message the outbox holds for `user` (the default transport). */
  async function linkFor(user: FixtureUser): Promise<{ origin: string; token: string }> {
    await runJobs(user.email);
    const row = await t.db.outboundEmail.findFirstOrThrow({
      where: { toAddress: user.email, purpose: "password_reset" },
      orderBy: { id: "desc" },
    });
    const match = LINK.exec(row.textBody);
    if (!match) throw new Error(`no reset link in: ${row.textBody}`);
    return { origin: match[1]!, token: match[2]! };
  }

  /** The reset page's own calls, over /trpc as the browser makes them. */
  async function trpc(procedure: string, input: unknown, method: "GET" | "POST" = "POST") {
    const encoded = JSON.stringify({ json: input });
    const res =
      method === "GET"
        ? await server.request(`/trpc/${procedure}?input=${encodeURIComponent(encoded)}`)
        : await server.request(`/trpc/${procedure}`, { json: { json: input } });
    const body = res.body as { result?: { data: { json: Record<string, unknown> } }; error?: { json: { message: string } } };
    return { status: res.status, data: body.result?.data.json, error: body.error?.json.message };
  }

  it("answers status and message, and e-mails a link to the reset page", async () => {
    const user = await t.fixtures.user({ label: "http-forgot" });
    const res = await server.request(PATH, { form: { email: user.email, mode: "ajax", require_user: "1" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", message: RESET_MESSAGES.sent });
    const { origin } = await linkFor(user);
    expect(origin).toBe("http://localhost:3000");
  });

  it("gives the same answer for an address without an account, and sends nothing", async () => {
    const email = uniqueEmail("http-nobody");
    const res = await server.request(PATH, { json: { email, mode: "ajax" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "success", message: RESET_MESSAGES.sent });
    expect(await runJobs(email)).toBe(1);
    expect(await t.db.outboundEmail.count({ where: { toAddress: email } })).toBe(0);
  });

  it("answers 400 with the message when the e-mail is missing", async () => {
    const res = await server.request(PATH, { method: "POST", form: { mode: "ajax" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: "error",
      message: RESET_MESSAGES.emailRequired,
      errors: { email: RESET_MESSAGES.emailRequired },
    });
  });

  it("answers 429 after too many requests for one address", async () => {
    const email = uniqueEmail("http-limit");
    for (let i = 0; i < 5; i++) expect((await server.request(PATH, { form: { email } })).status).toBe(200);
    const res = await server.request(PATH, { form: { email } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ status: "error", message: RESET_MESSAGES.tooManyRequests });
  });

  it("works for a signed-in administrator sending the link to someone else", async () => {
    const company = await t.fixtures.company();
    const admin = await t.fixtures.user({ company });
    const target = await t.fixtures.user({ company });
    const session = await signInOverHttp(server, admin.email, admin.password);
    const res = await server.request(PATH, {
      session,
      headers: { origin: server.origin },
      form: { email: target.email, mode: "ajax" },
    });
    expect(res.body).toEqual({ status: "success", message: RESET_MESSAGES.sent });
    expect(await t.db.passwordResetToken.findFirstOrThrow({ where: { userId: target.id } })).toMatchObject({
      requestedById: admin.id,
    });
  });

  describe("the link", () => {
    it("works once, through the calls the reset page makes", async () => {
      const user = await t.fixtures.user({ label: "http-link" });
      await server.request(PATH, { form: { email: user.email } });
      const { token } = await linkFor(user);

      expect(await trpc("auth.checkResetToken", { token }, "GET")).toMatchObject({
        status: 200,
        data: { valid: true, email: user.email },
      });
      const mismatch = await trpc("auth.resetPassword", { token, newPassword: "Http-Reset-1", newPassword2: "Http-Reset-2" });
      expect(mismatch).toMatchObject({ status: 400, error: PASSWORD_MESSAGES.mismatch });
      const short = await trpc("auth.resetPassword", { token, newPassword: "abc", newPassword2: "abc" });
      expect(short).toMatchObject({ status: 400, error: PASSWORD_MESSAGES.tooShort });

      expect(
        await trpc("auth.resetPassword", { token, newPassword: "Http-Reset-1", newPassword2: "Http-Reset-1" }),
      ).toMatchObject({
        status: 200,
        data: { message: RESET_MESSAGES.done },
      });
      expect((await server.request("/login", { json: { email: user.email, password: "Http-Reset-1" } })).status).toBe(200);
      expect((await server.request("/login", { json: { email: user.email, password: user.password } })).status).toBe(401);

      expect(
        await trpc("auth.resetPassword", { token, newPassword: "Http-Reset-3", newPassword2: "Http-Reset-3" }),
      ).toMatchObject({
        status: 400,
        error: RESET_MESSAGES.invalidLink,
      });
      expect(await trpc("auth.checkResetToken", { token }, "GET")).toMatchObject({
        status: 200,
        data: { valid: false, email: null },
      });
    });
  });

  describe("when the mail server refuses", () => {
    let smtp: SmtpReceiver;
    let refusing: Server;
    let origin: string;
    beforeAll(async () => {
      smtp = await startSmtpReceiver();
      smtp.refuseMessages(true);
      const app = createApp({
        db: t.db,
        logger: createLogger("silent"),
        mail: smtpTransport(smtp.url),
        config: {
          webDist: path.join(tmpdir(), "paydesk-no-web-dist"),
          secureCookies: false,
          trustProxy: false,
          appUrl: "http://localhost:3000",
          demo: true,
        },
      });
      refusing = app.listen(0, "127.0.0.1");
      await once(refusing, "listening");
      origin = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      refusing?.closeAllConnections();
      await new Promise<void>((resolve) => (refusing ? refusing.close(() => resolve()) : resolve()));
      await smtp?.close();
    });

    // Only an address with an account can fail to be mailed, so the form cannot say so: it answers
    // as always, and the stored message waits for the retry job (an administrator sending the link
    // is still told 'Coult not send e-mail.', see the router's tests).
    it("answers as always, and keeps the message for the retry job", async () => {
      const user = await t.fixtures.user({ label: "http-refused" });
      const res = await fetch(`${origin}${PATH}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: user.email, mode: "ajax" }).toString(),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: "success", message: RESET_MESSAGES.sent });
      const mail = smtpTransport(smtp.url);
      try {
        expect(await runQueuedPasswordResets({ db: t.db, mail, appUrl: "http://localhost:3000" }, user.email)).toBe(1);
      } finally {
        mail.close?.();
      }
      expect(await t.db.outboundEmail.findFirstOrThrow({ where: { toAddress: user.email } })).toMatchObject({ status: "FAILED" });
    });
  });
});
