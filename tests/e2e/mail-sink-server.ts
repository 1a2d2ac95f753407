/**
 * The mail server of a browser-test run (started by playwright.config.ts beside the app): an SMTP
 * receiver on MAIL_SINK_SMTP_PORT, and on MAIL_SINK_HTTP_PORT
 * - GET /healthz: ready;
 * - GET /mail?to=ADDRESS&timeoutMs=N: the first message to ADDRESS, answered as soon as it has
 *   arrived (404 if none within N ms).
 * Recipients at REFUSED_MAIL_DOMAIN are refused. Loopback only.
 */
import { createServer } from "node:http";
import { startSmtpReceiver } from "../src/smtp.ts";
import { REFUSED_MAIL_DOMAIN } from "./mail-sink.ts";

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error("MAIL_SINK_SMTP_PORT and MAIL_SINK_HTTP_PORT are required");

const receiver = await startSmtpReceiver({
  port: smtpPort,
  refuse: (recipient) => recipient.toLowerCase().endsWith(`@${REFUSED_MAIL_DOMAIN}`),
});

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === "/healthz") return answer(200, { ok: true, received: receiver.messages.length });
  if (url.pathname === "/mail") {
    const to = (url.searchParams.get("to") ?? "").toLowerCase();
    const timeoutMs = Math.min(Number(url.searchParams.get("timeoutMs") ?? 15_000), 60_000);
    if (!to) return answer(400, { error: "to is required" });
    receiver
      .waitFor((mail) => mail.to.some((address) => address.toLowerCase() === to), timeoutMs)
      .then(
        (mail) => answer(200, { from: mail.from, to: mail.to, subject: mail.subject, text: mail.text }),
        (error: unknown) => answer(404, { error: error instanceof Error ? error.message : String(error) }),
      );
    return;
  }
  answer(404, { error: "not found" });
});
server.listen(httpPort, "127.0.0.1");

const stop = () => {
  server.close();
  void receiver.close().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
