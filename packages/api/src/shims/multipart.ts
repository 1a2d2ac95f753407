/**
 * multipart/form-data for the shims that take a file (docs/product/uploads.md: the upload start calls and
 * the statements e-mail upload), read with busboy. Fields land in the body as a form would; files
 * in `files` as bytes, each at most `maxFileBytes`: past that the rest of the file is drained, not
 * kept, and the file is marked `truncated` so the check answers "too large" (memory stays bounded).
 * Only the route's own file field is kept: any other file is drained unread, so a request holds at
 * most one file of the route's size in memory. The caller's access is checked before this runs
 * (the server's shim routes, `upload.access`).
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";
import busboy from "busboy";
import { UPLOAD_LIMITS } from "@paydesk/validators";
import type { ShimFile } from "./types.ts";

export interface MultipartLimits {
  maxFileBytes?: number;
  /** The one file field kept; files under other names are drained. Absent: every file is kept. */
  field?: string;
  maxFiles?: number;
  maxFields?: number;
}

export interface MultipartBody {
  body: Record<string, unknown>;
  files: Record<string, ShimFile>;
}

export function isMultipart(headers: IncomingHttpHeaders): boolean {
  return /^multipart\/form-data\b/i.test(headers["content-type"] ?? "");
}

/** Thrown for a body that is not valid multipart (a 400 for the caller). */
export class MalformedMultipartError extends Error {}

export function readMultipart(request: Readable & { headers: IncomingHttpHeaders }, limits: MultipartLimits = {}): Promise<MultipartBody> {
  const maxFileBytes = limits.maxFileBytes ?? UPLOAD_LIMITS.maxFileBytes;
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: request.headers,
        limits: { fileSize: maxFileBytes, files: limits.maxFiles ?? 2, fields: limits.maxFields ?? 50, fieldSize: 1024 * 1024 },
        defParamCharset: "utf8",
      });
    } catch (error) {
      reject(new MalformedMultipartError((error as Error).message));
      return;
    }
    const body: Record<string, unknown> = {};
    const files: Record<string, ShimFile> = {};
    const pending: Promise<void>[] = [];
    const kept = new Set<string>();
    parser.on("field", (name, value) => {
      body[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // Another field's file, or a second file under the kept name: drained, never held.
      if ((limits.field !== undefined && name !== limits.field) || kept.has(name)) {
        stream.resume();
        return;
      }
      kept.add(name);
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      pending.push(
        new Promise<void>((done, fail) => {
          stream.on("data", (chunk: Buffer) => {
            size += chunk.length;
            chunks.push(chunk);
          });
          stream.on("limit", () => {
            truncated = true;
            chunks.length = 0;
          });
          stream.on("error", fail);
          stream.on("close", () => {
            files[name] = { fileName: info.filename ?? "", mimeType: (info.mimeType ?? "").toLowerCase(), size, bytes: truncated ? Buffer.alloc(0) : Buffer.concat(chunks), truncated };
            done();
          });
        }),
      );
    });
    parser.on("error", (error: Error) => reject(new MalformedMultipartError(error.message)));
    parser.on("close", () => {
      Promise.all(pending).then(() => resolve({ body, files }), reject);
    });
    request.pipe(parser);
  });
}
