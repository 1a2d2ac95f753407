import { describe, expect, it } from "vitest";
import { databaseErrorKind, isForeignKeyViolation, isUniqueViolation, sqlStateOf, type DatabaseErrorKind } from "./errors.ts";
import { Prisma } from "./generated/prisma/client.ts";

/** The pg adapter's error, as @prisma/driver-adapter-utils builds it: the driver's SQLSTATE kept as `originalCode`. */
class DriverAdapterError extends Error {
  override name = "DriverAdapterError";
  constructor(override cause: { kind: string; originalCode?: string; originalMessage?: string }) {
    super(cause.kind);
  }
}

const adapter = (originalCode: string, kind = "postgres") => new DriverAdapterError({ kind, originalCode, originalMessage: "refused" });

/** A model query's refusal: Prisma's code, the adapter's error under meta. */
const known = (code: string, meta?: Record<string, unknown>) =>
  new Prisma.PrismaClientKnownRequestError("refused", { code, clientVersion: "6.19.3", meta });

/** pg's DatabaseError as a statement on the pool throws it. */
const pgError = (code: string) => Object.assign(new Error("refused"), { code, severity: "ERROR" });

describe("databaseErrorKind", () => {
  const cases: { name: string; error: unknown; kind: DatabaseErrorKind | null; state?: string }[] = [
    { name: "model query, unique (P2002)", error: known("P2002", { driverAdapterError: adapter("23505", "UniqueConstraintViolation") }), kind: "unique", state: "23505" },
    { name: "model query, unique, no adapter detail", error: known("P2002"), kind: "unique" },
    { name: "model query, foreign key (P2003)", error: known("P2003"), kind: "foreign-key" },
    { name: "model query, required relation (P2014)", error: known("P2014"), kind: "foreign-key" },
    { name: "model query, record gone (P2025)", error: known("P2025"), kind: "not-found" },
    { name: "model query, write conflict (P2034)", error: known("P2034"), kind: "busy" },
    { name: "pool timeout (P2024)", error: known("P2024"), kind: "busy" },
    { name: "transaction could not start (P2028)", error: known("P2028"), kind: "busy" },
    { name: "raw query, unique (P2010 with the adapter's 23505)", error: known("P2010", { driverAdapterError: adapter("23505", "UniqueConstraintViolation") }), kind: "unique", state: "23505" },
    { name: "raw query, foreign key (P2010 with 23503)", error: known("P2010", { driverAdapterError: adapter("23503", "ForeignKeyConstraintViolation") }), kind: "foreign-key", state: "23503" },
    { name: "raw query, serialization failure (P2010 with 40001)", error: known("P2010", { driverAdapterError: adapter("40001", "TransactionWriteConflict") }), kind: "busy", state: "40001" },
    { name: "raw query, some other refusal (P2010 with 22P02)", error: known("P2010", { driverAdapterError: adapter("22P02") }), kind: null, state: "22P02" },
    { name: "adapter error, restrict violation (23001)", error: adapter("23001"), kind: "foreign-key", state: "23001" },
    { name: "adapter error, deadlock (40P01)", error: adapter("40P01"), kind: "busy", state: "40P01" },
    { name: "adapter error, unique (23505)", error: adapter("23505", "UniqueConstraintViolation"), kind: "unique", state: "23505" },
    { name: "pg pool statement, unique (23505)", error: pgError("23505"), kind: "unique", state: "23505" },
    { name: "pg pool statement, foreign key (23503)", error: pgError("23503"), kind: "foreign-key", state: "23503" },
    { name: "pg pool statement, serialization failure (40001)", error: pgError("40001"), kind: "busy", state: "40001" },
    { name: "a Prisma code on an error that is not Prisma's", error: Object.assign(new Error("x"), { code: "P2002" }), kind: null },
    { name: "a SQLSTATE-like code without the server's severity", error: Object.assign(new Error("x"), { code: "23505" }), kind: null },
    { name: "the adapter's description as another error's cause", error: new Error("x", { cause: { kind: "UniqueConstraintViolation", originalCode: "23505" } }), kind: "unique", state: "23505" },
    { name: "a cause with a code but no adapter kind", error: new Error("x", { cause: { originalCode: "23505" } }), kind: null },
    { name: "a system error", error: Object.assign(new Error("x"), { code: "ECONNRESET" }), kind: null },
    { name: "not an object", error: "23505", kind: null },
    { name: "nothing", error: undefined, kind: null },
  ];

  it.each(cases)("$name", ({ error, kind, state }) => {
    expect(databaseErrorKind(error)).toBe(kind);
    expect(sqlStateOf(error)).toBe(state);
    expect(isUniqueViolation(error)).toBe(kind === "unique");
    expect(isForeignKeyViolation(error)).toBe(kind === "foreign-key");
  });
});
