/**
 * Reading the bench file back, line by line, as the rows a client sends: objects keyed by the
 * header's column names. The generator quotes no field (its values hold no comma, quote or line
 * break), so a line splits on commas; a quoted field would be refused rather than misread.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";

export async function* fileRows(file: string): AsyncGenerator<Record<string, string>> {
  let header: string[] | null = null;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    if (line.includes('"')) throw new Error("the bench file reader does not read quoted CSV fields");
    const cells = line.split(",");
    if (!header) {
      header = cells;
      continue;
    }
    const row: Record<string, string> = {};
    for (let i = 0; i < header.length; i++) row[header[i]!] = cells[i] ?? "";
    yield row;
  }
}

/** The rows in chunks of `size`, as the browser posts them. */
export async function* chunksOf<T>(rows: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const row of rows) {
    chunk.push(row);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}
