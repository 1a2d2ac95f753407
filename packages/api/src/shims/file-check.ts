/**
 * The check every uploaded CSV file gets: a file must be there, of a CSV or text type (the
 * INVALID_MEMETYPE answer of docs/product/uploads.md otherwise), not empty, within the size
 * limit, and UTF-8 text. It runs in `uploads.start`'s rung after the access checks
 * (routers/uploads/resource.ts `uploadStartProcedure`), so a caller who may not upload is told
 * that first.
 */
import { isUtf8 } from "node:buffer";
import { AppError } from "@paydesk/domain";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@paydesk/validators";
import type { ShimFile } from "./types.ts";

/**
 * The types browsers send for a .csv or .txt file: text/csv and text/plain as the product's
 * message names them (docs/product/uploads.md), and what Windows sends for .csv where Excel is
 * installed (application/vnd.ms-excel) and a few other CSV aliases. A file without a type
 * (application/octet-stream) passes only by its name.
 */
const CSV_TYPES = new Set(["text/csv", "text/plain", "application/csv", "text/x-csv", "application/x-csv", "text/comma-separated-values", "application/vnd.ms-excel"]);
const UNTYPED = new Set(["", "application/octet-stream"]);


export function isCsvType(file: Pick<ShimFile, "mimeType" | "fileName">): boolean {
  const type = file.mimeType.split(";")[0]!.trim().toLowerCase();
  if (CSV_TYPES.has(type)) return true;
  return UNTYPED.has(type) && /\.(csv|txt)$/i.test(file.fileName);
}

/**
 * UTF-8 text: valid UTF-8 (checked in place, without decoding a 100 MB file into a string) and no
 * NUL byte (a UTF-16 file or a binary one has them; they are valid UTF-8 otherwise).
 */
export function isUtf8Text(bytes: Buffer): boolean {
  return !bytes.includes(0) && isUtf8(bytes);
}

const BLANK = new Set([0x20, 0x09, 0x0a, 0x0d]);
const BOM = [0xef, 0xbb, 0xbf];

/** Nothing but a byte-order mark and white space: stops at the first other byte. */
export function isBlank(bytes: Buffer): boolean {
  const start = BOM.every((byte, i) => bytes[i] === byte) ? BOM.length : 0;
  for (let i = start; i < bytes.length; i += 1) if (!BLANK.has(bytes[i]!)) return false;
  return true;
}

/** Null when the file may go on; otherwise the refusal (an AppError: 400, INVALID_MEMETYPE, 413). */
export function fileCheck(file: ShimFile | undefined, maxFileBytes: number = UPLOAD_LIMITS.maxFileBytes): AppError | null {
  if (!file) return new AppError("BAD_REQUEST", UPLOAD_MESSAGES.noFile);
  if (!isCsvType(file)) return new AppError("INVALID_MEMETYPE", UPLOAD_MESSAGES.invalidMimeType);
  if (file.truncated || file.size > maxFileBytes) return new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.fileTooBig);
  if (isBlank(file.bytes)) return new AppError("BAD_REQUEST", UPLOAD_MESSAGES.emptyFile);
  if (!isUtf8Text(file.bytes)) return new AppError("BAD_REQUEST", UPLOAD_MESSAGES.notUtf8);
  return null;
}

/** The file a request brought for an upload route, as the route declared it (see ShimRoute.upload). */
export interface UploadedFile {
  file: ShimFile | undefined;
  optional?: boolean;
  maxFileBytes?: number;
}

/** The refusal for a request's upload file, if any: none when no upload route sent it, or an optional file is absent. */
export function uploadedFileRefusal(upload: UploadedFile | undefined): AppError | null {
  if (!upload || (!upload.file && upload.optional)) return null;
  return fileCheck(upload.file, upload.maxFileBytes);
}
