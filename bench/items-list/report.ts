/** The items-list bench's summary: the table of figures and the outlines of the plans. */
import path from "node:path";
import type { LoadFigures, LoadSettings } from "../lib/http.ts";
import { machineLine, print, round, table, wholeMs, type MachineInfo } from "../lib/report.ts";
import type { BenchCase } from "./cases.ts";

export interface CaseResult {
  key: string;
  label: string;
  input: BenchCase["input"];
  trpc: LoadFigures;
  /** The bare Express + pg reference (lib/reference.ts). */
  sql: LoadFigures;
  /** tRPC / reference in the median round. */
  ratioTrpcToSql: number;
  /** The ratio of every round. */
  ratioRounds: number[];
  /** SQL statements the app ran for one request (session and actor included). */
  appQueriesPerRequest: number;
  /** The app's own statements for one request, as Prisma wrote them, with their plans. */
  appExplain: { sql: string; plan: string[] }[];
  /** The endpoint answered the same page and total as the SQL. */
  matchesSql: boolean;
  mismatch: string | null;
  explain: { page: string[]; count: string[] };
}

export interface Report {
  date: string;
  database: string;
  databaseVersion: string;
  settings: LoadSettings & { items: number; poolMax: number };
  machine: MachineInfo;
  cases: CaseResult[];
}

/** Whole requests per second, with a decimal while they are few. */
const perSecond = (n: number) => (n < 100 ? round(n, 1) : round(n, 0));

/** The plan's outline: scans, joins, sorts and the time, without buffers and cost details. */
function outline(plan: string[]): string[] {
  return plan
    .filter((line) => /Scan|Join|Nested Loop|Sort Key|Sort Method|Aggregate|Limit|Execution Time/.test(line))
    .map((line) => line.replace(/\s*\(cost=[^)]*\)/, ""));
}

export function printReport(report: Report, insertSeconds: number, resultsFile: string): void {
  print();
  print("## Items list");
  print();
  print(
    [
      `${report.settings.items.toLocaleString("en-US")} items in one school` +
        (insertSeconds > 0 ? ` (inserted in ${round(insertSeconds)} s)` : " (already there)") +
        `; ${report.settings.connections} connections, ${report.settings.seconds} s after a ${report.settings.warmupSeconds} s warm-up; ` +
        `app and reference pools of ${report.settings.poolMax}. ` +
        "Reference: a bare Express handler running the session statement, then the page and count through pg (goal: tRPC / reference ≥ 0.5).",
      "",
      table(
        [
          "Case",
          "tRPC req/s",
          "tRPC p50 / p99 ms",
          "reference req/s",
          "reference p50 / p99 ms",
          "tRPC / reference",
          "app queries",
        ],
        report.cases.map((r) => [
          r.label,
          perSecond(r.trpc.requestsPerSecond),
          r.trpc.requests ? `${wholeMs(r.trpc.latencyMs.p50)} / ${wholeMs(r.trpc.latencyMs.p99)}` : "—",
          perSecond(r.sql.requestsPerSecond),
          r.sql.requests ? `${wholeMs(r.sql.latencyMs.p50)} / ${wholeMs(r.sql.latencyMs.p99)}` : "—",
          r.ratioRounds.length > 1 ? `${r.ratioTrpcToSql} (${r.ratioRounds.join(", ")})` : r.ratioTrpcToSql,
          r.appQueriesPerRequest,
        ]),
      ),
      "",
      machineLine(report.machine, report.database, report.databaseVersion, report.date),
    ].join("\n"),
  );
  for (const r of report.cases) {
    print();
    print(`EXPLAIN ANALYZE outlines, ${r.label} (full plans and SQL in the JSON)`);
    r.appExplain.forEach((statement, i) => {
      print(`  items.list statement ${i + 1}:`);
      print(
        outline(statement.plan)
          .map((line) => `    ${line}`)
          .join("\n"),
      );
    });
    print("  bare SQL page:");
    print(
      outline(r.explain.page)
        .map((line) => `    ${line}`)
        .join("\n"),
    );
    print("  bare SQL count:");
    print(
      outline(r.explain.count)
        .map((line) => `    ${line}`)
        .join("\n"),
    );
  }
  print();
  print(`written to ${path.relative(process.cwd(), resultsFile)}`);
}
