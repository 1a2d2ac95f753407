/**
 * Upload routes answer a caller who may not upload before reading a byte of the file: each request
 * below announces a 50 MB multipart body, sends its first 64 KB and then waits. A server that
 * buffered the body first would never answer (the rest never comes); ours answers 401 or 403 at
 * once and closes the connection. An allowed caller announcing more than the route takes is
 * answered 413 the same way, and tRPC refuses a body it will not read past 1 MB.
 */
import http from "node:http";
import { AUTH_MESSAGES, UPLOAD_MESSAGES } from "@paydesk/validators";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeDb } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

const ANNOUNCED_BYTES = 50 * 1024 * 1024;
const SENT_BYTES = 64 * 1024;
const BOUNDARY = "----paydeskunread";

interface EarlyAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Bytes of the body written when the answer arrived. */
  sentWhenAnswered: number;
}

/**
 * POSTs the head of a large multipart body and never the rest: resolves with the answer, which
 * must come while the body is unfinished (rejects after 10 s without one).
 */
function postUnfinished(server: TestServer, path: string, headers: Record<string, string> = {}, announced = ANNOUNCED_BYTES): Promise<EarlyAnswer> {
  const { port, hostname } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    let sent = 0;
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: "POST",
        agent: false,
        localAddress: server.clientIp,
        headers: { accept: "application/json", "content-type": `multipart/form-data; boundary=${BOUNDARY}`, "content-length": String(announced), ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          clearTimeout(timer);
          req.destroy();
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>, sentWhenAnswered: sent });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer from ${path} while the body was unfinished`));
    }, 10_000);
    req.on("error", (error) => {
      // The server may close the connection while we still write: the answer has come by then.
      if ((error as NodeJS.ErrnoException).code !== "EPIPE" && (error as NodeJS.ErrnoException).code !== "ECONNRESET") reject(error);
    });
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`);
    const filler = Buffer.alloc(SENT_BYTES - head.length, "a");
    req.write(Buffer.concat([head, filler]));
    sent = SENT_BYTES;
  });
}

const UPLOAD_PATHS = [
  "/school/settings/chart-of-accounts/create-coa-upload",
  "/school/settings/items/create-item-upload",
  "/school/settings/schools/create-site-upload",
  "/school/settings/images/uploadjson",
  "/school/promote/skins/logo",
  "/control/upload-emails/create",
  "/control/statements/email-upload",
];

describeDb("upload routes check access before reading the body", (t) => {
  let server: TestServer;
  let parentSession: string;
  let adminSession: string;

  const signIn = (user: { email: string; password: string }) => signInOverHttp(server, user.email, user.password);

  beforeAll(async () => {
    server = await startTestServer(t.db);
    const school = await t.fixtures.company({ kind: "SCHOOL" });
    parentSession = await signIn(await t.fixtures.user({ kind: "PARENT", company: school }));
    adminSession = await signIn(await t.fixtures.user({ company: school, label: "unread-admin" }));
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(UPLOAD_PATHS)("answers an anonymous multipart POST %s with 401 before its body is sent", async (path) => {
    const answer = await postUnfinished(server, path);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: "error", message: AUTH_MESSAGES.notSignedIn });
    expect(answer.sentWhenAnswered).toBeLessThan(ANNOUNCED_BYTES);
  });

  it.each(UPLOAD_PATHS)("answers a parent's multipart POST %s with 403 before its body is sent", async (path) => {
    const answer = await postUnfinished(server, path, { cookie: `pd_session=${parentSession}` });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ status: "error" });
  });

  it("answers an administrator announcing 50 MB to the image upload with 413 before the body is sent (an image route takes 10 MB)", async () => {
    const answer = await postUnfinished(server, "/school/settings/images/uploadjson", { cookie: `pd_session=${adminSession}` });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ status: "error", message: UPLOAD_MESSAGES.fileTooBig });
  });

  it("answers a multipart POST to tRPC (which takes JSON only) with 415 before its body is sent, signed out or in", async () => {
    const anonymous = await postUnfinished(server, "/trpc/uploads.start");
    expect(anonymous.status).toBe(415);
    const signedIn = await postUnfinished(server, "/trpc/images.upload", { cookie: `pd_session=${adminSession}` });
    expect(signedIn.status).toBe(415);
  });
});
