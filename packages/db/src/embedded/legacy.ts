import { existsSync } from "node:fs";
import path from "node:path";
import { EmbeddedPostgresError } from "./errors.ts";

/**
 * PayDesk before the real embedded server kept its database in `<DATA_DIR>/pglite` (PGlite's own
 * file format, which PostgreSQL cannot read). Starting silently on an empty new database would
 * look like lost data, so start-up stops and says what to do until that directory is gone.
 */
export function assertNoPgliteData(dataRoot: string): void {
  const legacy = path.join(dataRoot, "pglite");
  if (!existsSync(legacy)) return;
  throw new EmbeddedPostgresError(
    [
      `Found ${legacy}: a database written by an earlier PayDesk, which ran on PGlite.`,
      "This version runs a real PostgreSQL server and cannot read PGlite's files.",
      "If that database holds only demo data, remove it and start again (demo data is written afresh):",
      `    rm -rf ${JSON.stringify(legacy)}`,
      "If you need its data, start the earlier PayDesk version on it and export what you need first, " +
        "or keep the directory and give this version another DATA_DIR.",
    ].join("\n"),
  );
}
