/**
 * What the database projects' global setups hand to the test files (read with `inject`). The unit
 * project provides nothing, so every field is optional from a test file's point of view.
 */
export type DatabaseKind = "embedded" | "external";

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of the migrated, seeded database. */
    databaseUrl: string;
    databaseKind: DatabaseKind;
  }
}
