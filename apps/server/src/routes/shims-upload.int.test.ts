/**
 * The multipart path of the upload shims over real HTTP: the server's body parsers, the shim
 * routes (with one upload route of the pipeline's TEST kind), the runner's file check and the
 * `uploads.start` procedure on a real database. No kind's shim is needed: the route is this
 * test's own, declared like a kind's (`upload: {}`).
 */
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { defineShim, shimText, type ShimRoute } from "@paydesk/api";
import { outboxTransport, registerTestUploadKind } from "@paydesk/services";
import { describeDb } from "@paydesk/tests/harness";
import { createScratchTable, TEST_KIND, testUploadKind } from "@paydesk/tests/uploads";
import { HTTP_MESSAGES, INVALID_MIME_TYPE_CODE, UPLOAD_MESSAGES, AUTH_MESSAGES } from "@paydesk/validators";
import cookieParser from "cookie-parser";
import express from "express";
import type { Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bodyParsers } from "../http/body-parsers.ts";
import { refuseMalformedText } from "../http/malformed-text.ts";
import { SESSION_COOKIE } from "../http/session-cookie.ts";
import { createLogger } from "../logger.ts";
import { shimRoutes } from "./shims.ts";

const uploadRoute = defineShim<{ tableKey: string }>({
  method: "POST",
  path: "/:module/test-upload/create",
  procedure: "uploads.start",
  spec: "test only",
  upload: { maxFileBytes: 64 * 1024, access: "uploads.startAccess" },
  input: (req) => ({ module: req.params.module, kind: TEST_KIND, options: { label: shimText(req.body.label) } }),
  output: (result) => ({ table_key: result.tableKey }),
});
const optionalFileRoute = defineShim<{ tableKey: string }>({ ...uploadRoute, path: "/:module/test-upload/create-optional", upload: { optional: true, access: "uploads.startAccess" } });

const boundary = "----paydesk-http-test";
function multipart(parts: { name: string; value?: string; fileName?: string; type?: string; content?: Buffer | string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName !== undefined ? `; filename="${part.fileName}"` : ""}`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content ?? part.value ?? ""));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describeDb("upload shims over HTTP: multipart and the file check", (t) => {
  let server: Server;
  let origin: string;
  let session: string;
  let userId: number;

  beforeAll(async () => {
    registerTestUploadKind(testUploadKind);
    await createScratchTable(t.db);
    const app = express();
    app.use(bodyParsers());
    app.use(refuseMalformedText());
    app.use(cookieParser());
    app.use(shimRoutes({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000", secureCookies: false }, createLogger("silent"), [uploadRoute, optionalFileRoute] as ShimRoute<never>[]));
    server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const user = await t.fixtures.user({ permissions: ["uploads.manage"] });
    userId = user.id;
    session = (await t.fixtures.signIn(user)).token;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  });

  async function post(body: Buffer | string, { signedIn = true, contentType = `multipart/form-data; boundary=${boundary}`, path = "create", module = "school" } = {}) {
    const res = await fetch(`${origin}/${module}/test-upload/${path}`, {
      method: "POST",
      headers: { "content-type": contentType, ...(signedIn ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const csv = "name,amount\nAda,5\n";

  it("a CSV file starts the upload with the form's fields", async () => {
    const res = await post(multipart([{ name: "label", value: "from-form" }, { name: "file", fileName: "rows.csv", type: "text/csv", content: csv }]));
    expect(res).toEqual({ status: 200, body: { status: "success", table_key: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) } });
    const batch = await t.db.uploadBatch.findUniqueOrThrow({ where: { tableKey: res.body.table_key as string } });
    expect(batch.options).toMatchObject({ label: "from-form" });
  });

  it("a file that is not CSV is refused 400 INVALID_MEMETYPE with its message (docs/product/uploads.md), and no batch is opened", async () => {
    // This user's batches only: other test files share the database and open batches of their own.
    const batches = () => t.db.uploadBatch.count({ where: { createdBy: userId } });
    const before = await batches();
    const res = await post(multipart([{ name: "file", fileName: "rows.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", content: "PK\u0003\u0004" }]));
    expect(res).toEqual({ status: 400, body: { status: "error", code: INVALID_MIME_TYPE_CODE, message: "Invalid Mime type sent, please use text/csv or text/plain (default)" } });
    expect(UPLOAD_MESSAGES.invalidMimeType).toBe(res.body.message);
    expect(await batches()).toBe(before);
  });

  it("an empty file, one over the route's limit, one in UTF-16 and a missing file each get their message", async () => {
    const file = (content: Buffer | string, type = "text/csv") => multipart([{ name: "file", fileName: "rows.csv", type, content }]);
    expect(await post(file(""))).toEqual({ status: 400, body: { status: "error", message: UPLOAD_MESSAGES.emptyFile } });
    expect(await post(file("x".repeat(65 * 1024)))).toEqual({ status: 413, body: { status: "error", message: UPLOAD_MESSAGES.fileTooBig } });
    expect(await post(file(Buffer.from("\uFEFFname,amount\n", "utf16le")))).toEqual({ status: 400, body: { status: "error", message: UPLOAD_MESSAGES.notUtf8 } });
    expect(await post(multipart([{ name: "label", value: "x" }]))).toEqual({ status: 400, body: { status: "error", message: UPLOAD_MESSAGES.noFile } });
  });

  it("a broken multipart body or a NUL in a field is a 400, never a crash", async () => {
    expect(await post(Buffer.from("garbage"), { contentType: "multipart/form-data" })).toEqual({ status: 400, body: { status: "error", message: UPLOAD_MESSAGES.unreadableUpload } });
    const nul = await post(multipart([{ name: "label", value: "a\u0000b" }, { name: "file", fileName: "rows.csv", type: "text/csv", content: csv }]));
    expect(nul).toEqual({ status: 400, body: { status: "error", message: HTTP_MESSAGES.malformedText } });
  });

  it("a route whose file is optional starts from JSON without one, and still checks a file when one is sent", async () => {
    const json = await post(JSON.stringify({ label: "json" }), { contentType: "application/json", path: "create-optional" });
    expect(json).toEqual({ status: 200, body: { status: "success", table_key: expect.any(String) } });
    const png = await post(multipart([{ name: "file", fileName: "rows.png", type: "image/png", content: "x" }]), { path: "create-optional" });
    expect(png.body).toMatchObject({ code: INVALID_MIME_TYPE_CODE });
    expect(await post(JSON.stringify({ label: "json" }), { contentType: "application/json" })).toMatchObject({ status: 400, body: { message: UPLOAD_MESSAGES.noFile } });
  });

  it("signed out, or where the user may not upload, the caller is told so before any file is judged", async () => {
    const png = () => multipart([{ name: "file", fileName: "rows.png", type: "image/png", content: "x" }]);
    expect(await post(png(), { signedIn: false })).toEqual({ status: 401, body: { status: "error", message: AUTH_MESSAGES.notSignedIn } });
    expect(await post(png(), { module: "vendor" })).toEqual({ status: 403, body: { status: "error", message: AUTH_MESSAGES.accessDenied } });
    const viewer = await t.fixtures.user({ permissions: ["uploads.view"] });
    const viewerSession = (await t.fixtures.signIn(viewer)).token;
    const res = await fetch(`${origin}/school/test-upload/create`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: `${SESSION_COOKIE}=${viewerSession}` },
      body: png(),
    });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 403, body: { status: "error", message: AUTH_MESSAGES.accessDenied } });
  });
});
