/**
 * Reading the bench file back, line by line, as lists of cells: the header's first, then one per
 * data row (what a CSV parser gives the web wizard). The generator quotes no field (its values hold
 * no comma, quote or line break), so a line splits on commas; a quoted field would be refused
 * rather than misread. The COPY reference and the upload read it the same way.
 */
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";

export async function* fileLines(file: string): AsyncGenerator<string[]> {
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    if (line.includes('"')) throw new Error("the bench file reader does not read quoted CSV fields");
    yield line.split(",");
  }
}

/** The file's header and an iterator over its data rows. */
export async function fileTable(file: string): Promise<{ header: string[]; rows: AsyncGenerator<string[]> }> {
  const rows = fileLines(file);
  const first = await rows.next();
  if (first.done) throw new Error(`${file} has no header line`);
  return { header: first.value, rows };
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
