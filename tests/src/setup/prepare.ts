import { migrateDeploy } from "@paydesk/db";
import { isSeeded, seedDemoData } from "@paydesk/services";
import { openTestDb } from "../db-client.ts";

/**
 * Bring a database to the state every test file starts from: migrations applied and the demo
 * data written, once per run. Rate-limit counters are cleared so a reused server
 * (`DATABASE_URL_TEST`) does not carry one run's failed sign-ins into the next.
 */
export async function prepareDatabase(url: string): Promise<void> {
  await migrateDeploy(url);
  const db = openTestDb(url, 2);
  try {
    if (!(await isSeeded(db))) await seedDemoData(db);
    await db.rateLimit.deleteMany({});
  } finally {
    await db.$disconnect();
  }
}

/** One loud block in the run's output. */
export function banner(lines: string[]): void {
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const rule = "!".repeat(width);
  console.warn(["", rule, ...lines.map((l) => `! ${l.padEnd(width - 4)} !`), rule, ""].join("\n"));
}
