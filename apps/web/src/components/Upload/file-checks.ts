import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@paydesk/validators";

/** Bytes read to judge the encoding: enough for many rows, small enough to read at once. */
export const ENCODING_PROBE_BYTES = 65_536;

/** Names and types a CSV arrives with (Windows reports .csv as the Excel type). */
const CSV_NAME = /\.(csv|txt)$/i;
const CSV_TYPES = new Set(["text/csv", "text/plain", "application/csv", "application/vnd.ms-excel", ""]);

function isCsv(file: { name: string; type: string }): boolean {
  return CSV_NAME.test(file.name) && (CSV_TYPES.has(file.type) || file.type.startsWith("text/"));
}

/** UTF-16 files begin with a byte order mark; read as UTF-8 they would be garbled, so they are refused. */
function hasUtf16Bom(head: Uint8Array): boolean {
  return (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
}

/** True when the bytes are valid UTF-8 (a character cut at the end of the head is fine). */
function isUtf8(head: Uint8Array): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The checks made before parsing (a bad file gets a clear message and nothing else
 * happens): the type by name and mime type, empty, over the size limit, and the encoding of the
 * file's head. Answers the message to show, or null when the file may be parsed. The server checks
 * every row again; these only spare the user a long wait for an answer known at once.
 */
export async function checkUploadFile(file: File): Promise<string | null> {
  if (!isCsv(file)) return UPLOAD_MESSAGES.invalidMimeType;
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  if (file.size > UPLOAD_LIMITS.maxFileBytes) return UPLOAD_MESSAGES.fileTooBig;
  const head = new Uint8Array(await file.slice(0, ENCODING_PROBE_BYTES).arrayBuffer());
  if (hasUtf16Bom(head) || !isUtf8(head)) return UPLOAD_MESSAGES.notUtf8;
  return null;
}
