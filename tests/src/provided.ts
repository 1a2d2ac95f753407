/**
 * What the database projects' global setups hand to the test files (read with `inject`). The unit
 * project provides nothing, so every field is optional from a test file's point of view.
 */
export type DatabaseKind = "pglite" | "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of the migrated, seeded database; empty when the project is skipped. */
    databaseUrl: string;
    databaseKind: DatabaseKind;
    /** Set when no database could be started: every database test of the project skips. */
    databaseSkipReason: string;
  }
}
