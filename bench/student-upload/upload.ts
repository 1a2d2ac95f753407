/**
 * The measured path: the bench file through the app's HTTP surface as a client uses it
 * (docs/product/uploads.md): `create-student-upload` for the school, the rows posted 500 at a time
 * as the web wizard posts them (`uploads.addRows` in the table form: the columns once, each row its
 * cells; each answered with its rows' errors), then `process-student-upload` polled until the job
 * says it is ready for step 3. Rows are read from the file as they are sent.
 * `BENCH_CHUNK_FORM=legacy` posts each chunk to the legacy `upload-student-rows` call instead, rows
 * keyed by column name (for comparing the two forms).
 */
import { performance } from "node:perf_hooks";
import { UPLOAD_LIMITS } from "@paydesk/validators";
import { chunksOf, fileTable } from "./file-rows.ts";

/** Chunk posts the client keeps in flight (`BENCH_CHUNKS_IN_FLIGHT`, default 2: the web wizard's number too). */
const CHUNKS_IN_FLIGHT = Number(process.env.BENCH_CHUNKS_IN_FLIGHT ?? 2);
/** `table` (the wizard's form, default) or `legacy` (the legacy call's rows keyed by column). */
const CHUNK_FORM = process.env.BENCH_CHUNK_FORM === "legacy" ? "legacy" : "table";

export interface UploadFigures {
  seconds: number;
  /** Of which: posting the rows (checked and staged), and processing (the job). */
  sendSeconds: number;
  processSeconds: number;
  rows: number;
  rowsWithErrors: number;
  chunks: number;
  /** Slowest chunk post, ms. */
  slowestChunkMs: number;
  /** Times processing failed (a range over the transaction timeout) and was resumed with `retry`. */
  retries: number;
  counts: Record<string, unknown>;
}

async function post(baseUrl: string, cookie: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200 || answer.status !== "success") throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer;
}

/** A tRPC mutation over HTTP (superjson's `{json}` envelope, as the web client sends it); answers its result. */
async function trpcPost<T = unknown>(baseUrl: string, cookie: string, procedure: string, input: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/trpc/${procedure}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ json: input }),
  });
  if (res.status !== 200) throw new Error(`tRPC ${procedure} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** One chunk posted in the chosen form; answers each row's errors. */
async function postChunk(baseUrl: string, cookie: string, chunk: { key: string; school: number; header: string[]; rows: string[][]; firstRowNo: number }) {
  if (CHUNK_FORM === "table") {
    const input = { module: "school", key: chunk.key, columns: chunk.header, rows: chunk.rows, firstRowNo: chunk.firstRowNo };
    return (await trpcPost<{ rows: { id: number; errors: string[] }[] }>(baseUrl, cookie, "uploads.addRows", input)).rows;
  }
  const students = chunk.rows.map((cells) => Object.fromEntries(chunk.header.map((column, i) => [column, cells[i] ?? ""])));
  const answer = await post(baseUrl, cookie, "/school/settings/students-and-groups/upload-student-rows", {
    form: { school: chunk.school },
    students,
    key: chunk.key,
    first_row_no: chunk.firstRowNo,
  });
  return answer.rows as { id: number; errors: string[] }[];
}

/** `onSent` is called between the two phases (the run reads its CPU clocks there). */
export async function uploadThroughHttp(baseUrl: string, cookie: string, file: string, school: number, onSent: () => void = () => undefined): Promise<UploadFigures> {
  const started = performance.now();
  const { table_key: key } = await post(baseUrl, cookie, "/school/settings/create-student-upload", { school });
  let rows = 0;
  let rowsWithErrors = 0;
  let chunks = 0;
  let slowestChunkMs = 0;
  // Two posts in flight, as the wizard sends them: the app checks one chunk while PostgreSQL stages
  // the other (the server stages them in line order, services/uploads/core/chunk-order.ts).
  const inFlight = new Set<Promise<void>>();
  const { header, rows: fileRows } = await fileTable(file);
  const send = async (chunkRows: string[][], firstRowNo: number) => {
    const sent = performance.now();
    const answered = await postChunk(baseUrl, cookie, { key: key as string, school, header, rows: chunkRows, firstRowNo });
    slowestChunkMs = Math.max(slowestChunkMs, performance.now() - sent);
    if (answered.length !== chunkRows.length) throw new Error(`a chunk of ${chunkRows.length} rows was answered with ${answered.length}`);
    rowsWithErrors += answered.filter((row) => row.errors.length > 0).length;
    chunks++;
  };
  for await (const chunkRows of chunksOf(fileRows, UPLOAD_LIMITS.chunkRows)) {
    if (inFlight.size >= CHUNKS_IN_FLIGHT) await Promise.race(inFlight);
    const posted = send(chunkRows, rows + 1).finally(() => inFlight.delete(posted));
    inFlight.add(posted);
    rows += chunkRows.length;
  }
  await Promise.all(inFlight);
  const sendDone = performance.now();
  onSent();
  const processPath = "/school/settings/students-and-groups/process-student-upload";
  let retries = 0;
  for (;;) {
    const answer = await post(baseUrl, cookie, processPath, { key, purge_mode: 0, sis_only_mode: "no" });
    if (answer.readyForStep3) break;
    if (answer.error) {
      // FAILED keeps the ranges already applied; `retry` queues it again from there (the core's resume).
      if (++retries > 5) throw new Error(`processing failed ${retries} times: ${String(answer.error)}`);
      await trpcPost(baseUrl, cookie, "uploads.process", { module: "school", key, retry: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const finished = performance.now();
  const summary = await fetch(`${baseUrl}/trpc/uploads.summary?input=${encodeURIComponent(JSON.stringify({ json: { module: "school", key } }))}`, {
    headers: { cookie },
  }).then((res) => res.json() as Promise<{ result?: { data?: { json?: Record<string, unknown> } } }>);
  return {
    seconds: (finished - started) / 1000,
    sendSeconds: (sendDone - started) / 1000,
    processSeconds: (finished - sendDone) / 1000,
    rows,
    rowsWithErrors,
    chunks,
    slowestChunkMs,
    retries,
    counts: summary.result?.data?.json ?? {},
  };
}
