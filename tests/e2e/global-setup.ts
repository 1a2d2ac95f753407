/**
 * Once per browser run, after playwright.config.ts has started the app on its throwaway data
 * directory: that database is made to skip writing through to the disk, as the launcher's own
 * throwaway databases do (e2e-database.ts).
 */
import { makeDatabaseThrowaway } from "./e2e-database.ts";

export default async function globalSetup(): Promise<void> {
  await makeDatabaseThrowaway();
}
