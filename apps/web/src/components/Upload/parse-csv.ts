import { HEADER_SCAN_ROWS } from "@paydesk/domain";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_WIZARD_MESSAGES } from "@paydesk/validators";
import type { ParseMessage, ParseRequest } from "./parse-protocol.ts";

export type ParseResult = { ok: true; rows: string[][] } | { ok: false; message: string };

/**
 * The file's rows, parsed in a worker. The limit leaves room for a header and the lines above it;
 * the exact count of data rows is checked once the header is known.
 */
export function parseCsvInWorker(file: File): Promise<ParseResult> {
  return new Promise((resolve) => {
    const worker = new Worker(new URL("./csv-parse.worker.ts", import.meta.url), { type: "module" });
    const rows: string[][] = [];
    const finish = (result: ParseResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = (event: MessageEvent<ParseMessage>) => {
      const message = event.data;
      if (message.type === "rows") for (const row of message.rows) rows.push(row);
      else if (message.type === "done") finish({ ok: true, rows });
      else if (message.type === "tooMany") finish({ ok: false, message: UPLOAD_MESSAGES.tooManyRows });
      else finish({ ok: false, message: UPLOAD_WIZARD_MESSAGES.readFailed });
    };
    worker.onerror = () => finish({ ok: false, message: UPLOAD_WIZARD_MESSAGES.readFailed });
    const request: ParseRequest = {
      file,
      chunkBytes: UPLOAD_LIMITS.parseChunkBytes,
      rowLimit: UPLOAD_LIMITS.maxRows + HEADER_SCAN_ROWS,
    };
    worker.postMessage(request);
  });
}
