/// <reference lib="webworker" />
/**
 * Parses the chosen CSV off the main thread (papaparse in a worker, local parse chunk
 * 62914560 bytes), so a 100,000-row file never freezes the page. Rows go back to the page one
 * parse chunk at a time; parsing stops once the file holds more rows than an upload may have.
 */
import Papa from "papaparse";
import type { ParseRequest, ParseMessage } from "./parse-protocol.ts";

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: ParseMessage) => scope.postMessage(message);

scope.onmessage = (event: MessageEvent<ParseRequest>) => {
  const { file, chunkBytes, rowLimit } = event.data;
  let count = 0;
  let first = true;
  Papa.parse<string[]>(file, {
    chunkSize: chunkBytes,
    skipEmptyLines: "greedy",
    chunk(results, parser) {
      const rows = results.data;
      if (first && rows[0]?.[0]?.startsWith("\ufeff")) rows[0][0] = rows[0][0].slice(1);
      first = false;
      count += rows.length;
      post({ type: "rows", rows });
      if (count > rowLimit) {
        parser.abort();
        post({ type: "tooMany" });
      }
    },
    complete() {
      if (count <= rowLimit) post({ type: "done", count });
    },
    error(error) {
      post({ type: "error", message: error.message });
    },
  });
};
