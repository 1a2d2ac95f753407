/** Messages between the page and the CSV worker (csv-parse.worker.ts). */
export interface ParseRequest {
  file: File;
  chunkBytes: number;
  /** Rows beyond this stop the parse: the file is too long to upload. */
  rowLimit: number;
}

export type ParseMessage =
  | { type: "rows"; rows: string[][] }
  | { type: "done"; count: number }
  | { type: "tooMany" }
  | { type: "error"; message: string };
