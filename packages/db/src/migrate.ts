import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const DONE = /All migrations have been successfully applied|No pending migrations to apply/;

/**
 * Apply committed migrations with `prisma migrate deploy` (the same command on the embedded
 * server and on a server of your own). Through the JS engine the CLI idles ~10 s after finishing, so once it reports
 * success and its output settles we end it instead of waiting.
 */
export async function migrateDeploy(databaseUrl: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const prismaCli = path.join(path.dirname(require.resolve("prisma/package.json")), "build", "index.js");
  const child = spawn(process.execPath, [prismaCli, "migrate", "deploy", "--config", path.join(REPO_ROOT, "prisma.config.ts")], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let succeeded = false;
  let settle: NodeJS.Timeout | undefined;
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (DONE.test(output)) {
      succeeded = true;
      clearTimeout(settle);
      settle = setTimeout(() => child.kill("SIGTERM"), 300);
    }
  };
  child.stdout.on("data", onData);
  child.stderr.on("data", onData);
  const code = await new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  clearTimeout(settle);
  if (!succeeded && code !== 0) {
    throw new Error(`prisma migrate deploy failed (exit ${code}):\n${output}`);
  }
}
