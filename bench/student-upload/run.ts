/**
 * The student-upload bench (bench/README.md "The student-upload bench"): a 100,000-row,
 * 43-column student file end to end through the app's HTTP surface (start, rows in chunks of 500,
 * process, wait until done) against raw COPY of the same rows into the same table, in the same run;
 * rows per second of both, their ratio (goal ≥ 0.25), and the peak RSS of the process that serves
 * the app while the upload runs.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { poolOf } from "@paydesk/db";
import { outboxTransport, startJobQueue, UPLOAD_RANGE_ROWS } from "@paydesk/services";
import { studentCsvBadRowMessage } from "@paydesk/tests/student-csv";
import { envInt, type BenchEnv } from "../lib/env.ts";
import { signIn } from "../lib/http.ts";
import { machineInfo, machineLine, print, round, table } from "../lib/report.ts";
import { copyStudents } from "./copy.ts";
import { cpuClock, cpuSpent, type CpuReading } from "./cpu.ts";
import { benchFile, emptySchool, prepareSchools, UPLOADER } from "./data.ts";
import { uploadFromClientProcess } from "./client.ts";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = path.join(HERE, "..", "results", "student-upload.json");
export const STUDENT_UPLOAD_GOAL = 0.25;

/** Samples this process's RSS (the app and its job run here; the client does not) every 50 ms; `peak()` is the highest seen. */
function rssSampler() {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    peak: () => peak,
    stop: () => clearInterval(timer),
  };
}

const mib = (bytes: number) => round(bytes / 1024 / 1024, 0);

export async function runStudentUploadBench(env: BenchEnv): Promise<number> {
  const rowCount = envInt("BENCH_STUDENT_ROWS", 100_000);
  const badEvery = envInt("BENCH_STUDENT_BAD_EVERY", 5_000);
  const badRows = Array.from({ length: Math.floor(rowCount / badEvery) }, (_, i) => i * badEvery + 7).filter((i) => i < rowCount);
  const pool = poolOf(env.db);
  if (!pool) throw new Error("the bench's db has no pool");

  const { uploadSchool, copySchool } = await prepareSchools(env.db);
  const { file, bytes } = await benchFile(rowCount, uploadSchool, badRows);
  print();
  print(`## Student upload: ${rowCount.toLocaleString("en-US")} rows × 43 columns (${mib(bytes)} MiB, ${badRows.length} bad rows)`);

  const silent = { info: () => undefined, warn: () => undefined, error: (obj: object, msg?: string) => console.error(msg, obj) };
  const jobs = await startJobQueue(pool, { db: env.db, mail: outboxTransport, logger: silent, appUrl: env.appUrl });
  try {
    const skip = new Set(badRows);
    const cpuNow = await cpuClock(pool);
    const cpuAtCopy = cpuNow();
    const copyBefore = await copyStudents(pool, file, copySchool, skip);
    const copyCpu = cpuSpent(cpuAtCopy, cpuNow());
    await emptySchool(env.db, copySchool);

    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    const sampler = rssSampler();
    const cookie = await signIn(env.appUrl, UPLOADER);
    const cpuAtUpload = cpuNow();
    let cpuAtSent = cpuAtUpload;
    // The client (file reading, JSON, polling) in a process of its own, as a browser is.
    const upload = await uploadFromClientProcess({ baseUrl: env.appUrl, cookie, file, school: uploadSchool }, () => (cpuAtSent = cpuNow())).finally(sampler.stop);
    const cpuAtDone = cpuNow();
    const sendCpu = cpuSpent(cpuAtUpload, cpuAtSent);
    const processCpu = cpuSpent(cpuAtSent, cpuAtDone);
    const ranges = Math.ceil(rowCount / UPLOAD_RANGE_ROWS);
    const clientCpu = upload.clientCpu.send + upload.clientCpu.process;

    const copyAfter = await copyStudents(pool, file, copySchool, skip);
    const [{ uploaded }] = await env.db.$queryRaw<[{ uploaded: number }]>`SELECT count(*)::int AS uploaded FROM students WHERE company_id = ${uploadSchool}`;
    const [{ copied }] = await env.db.$queryRaw<[{ copied: number }]>`SELECT count(*)::int AS copied FROM students WHERE company_id = ${copySchool}`;
    const [{ parents }] = await env.db.$queryRaw<[{ parents: number }]>`SELECT count(DISTINCT ps.parent_id)::int AS parents
      FROM parent_students ps JOIN students s ON s.id = ps.student_id WHERE s.company_id = ${uploadSchool}`;

    const copySeconds = (copyBefore.seconds + copyAfter.seconds) / 2;
    const uploadRate = rowCount / upload.seconds;
    const copyRate = rowCount / copySeconds;
    const ratio = uploadRate / copyRate;
    const expected = rowCount - badRows.length;
    const failures =
      (upload.rowsWithErrors !== badRows.length ? 1 : 0) + (uploaded !== expected ? 1 : 0) + (copied !== expected ? 1 : 0);

    print(machineLine(machineInfo(env.loadAtStart), env.database, env.databaseVersion, new Date().toISOString()));
    print();
    print(
      table(
        ["path", "seconds", "rows/s", "notes"],
        [
          ["COPY (before the upload)", round(copyBefore.seconds, 2), Math.round(rowCount / copyBefore.seconds), `${copyBefore.rows} rows written`],
          ["COPY (after the upload)", round(copyAfter.seconds, 2), Math.round(rowCount / copyAfter.seconds), `${copyAfter.rows} rows written`],
          [
            "upload over HTTP, end to end",
            round(upload.seconds, 2),
            Math.round(uploadRate),
            `${upload.chunks} chunks (slowest ${Math.round(upload.slowestChunkMs)} ms), ${upload.rowsWithErrors} rows with errors` +
              (upload.retries ? `, ${upload.retries} resumed after a failed range` : ""),
          ],
          ["… sending (checked, staged)", round(upload.sendSeconds, 2), Math.round(rowCount / upload.sendSeconds), ""],
          ["… processing (the job)", round(upload.processSeconds, 2), Math.round(rowCount / upload.processSeconds), `${uploaded} students, ${parents} parents linked`],
        ],
      ),
    );
    print();
    const ms = (seconds: number | null, per: number) => (seconds === null ? "n/a" : `${Math.round((seconds * 1000) / per)}`);
    const cpuRow = (name: string, cpu: CpuReading, per: number, unit: string) => [
      name,
      round(cpu.app, 2),
      cpu.postgres === null ? "n/a" : round(cpu.postgres, 2),
      `${ms(cpu.app, per)} + ${ms(cpu.postgres, per)} ms per ${unit}`,
    ];
    print();
    print(
      table(
        ["CPU (whatever the load)", "app process s", "PostgreSQL s", "app + PostgreSQL"],
        [
          cpuRow("COPY (before the upload; client in the bench's process)", copyCpu, rowCount / 1000, "1,000 rows"),
          cpuRow("… sending (app)", sendCpu, upload.chunks, "500-row post"),
          cpuRow("… processing (app)", processCpu, ranges, `${UPLOAD_RANGE_ROWS}-row range`),
          cpuRow("… the client process, sending + polling", { app: clientCpu, postgres: 0 }, upload.chunks, "500-row post"),
        ],
      ),
    );
    const total = (cpu: CpuReading) => cpu.app + (cpu.postgres ?? 0);
    // The upload's CPU counts its client as COPY's counts its own (the file read and turned into rows).
    const cpuRatio = total(copyCpu) / (total(sendCpu) + total(processCpu) + clientCpu);
    if (copyCpu.postgres !== null) print(`CPU ratio COPY / upload (app + PostgreSQL CPU seconds): ${round(cpuRatio, 3)}`);
    print();
    print(`**ratio upload / COPY: ${round(ratio, 3)}** (goal ≥ ${STUDENT_UPLOAD_GOAL}: ${ratio >= STUDENT_UPLOAD_GOAL ? "met" : "NOT met"})`);
    print(`process RSS (app and job): ${mib(rssBefore)} MiB before, peak ${mib(sampler.peak())} MiB while uploading`);
    print(`summary counts: ${JSON.stringify(upload.counts)}; bad rows answered "${studentCsvBadRowMessage(0)}" and the like`);
    if (failures) console.error(`warning: expected ${badRows.length} rows with errors and ${expected} students each side; got ${upload.rowsWithErrors}, ${uploaded}, ${copied}`);

    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(
      RESULTS_FILE,
      JSON.stringify(
        { rows: rowCount, bytes, badRows: badRows.length, copyBefore, copyAfter, upload, ratio, cpu: { copy: copyCpu, send: sendCpu, process: processCpu, ratio: cpuRatio }, rssBefore, rssPeak: sampler.peak(), uploaded, copied, parents },
        null,
        2,
      ),
    );
    return failures;
  } finally {
    await jobs.stop();
  }
}
