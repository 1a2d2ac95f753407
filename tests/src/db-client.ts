import { createDb, type Db } from "@paydesk/db";

/** The app's own client (createDb: its pool ends on `$disconnect`), sized for one test file. */
export function openTestDb(url: string, max = 3): Db {
  return createDb(url, { max });
}
