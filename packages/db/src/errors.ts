/**
 * What a failed database call means to the code that made it, whichever way it reached PostgreSQL.
 * The same refusal arrives in four shapes:
 * - a model query through Prisma: `PrismaClientKnownRequestError` with Prisma's own code (P2002…),
 *   the pg adapter having translated the SQLSTATE it knows;
 * - a raw query through Prisma (`$queryRaw`, `$executeRaw`): code P2010, the database's SQLSTATE
 *   under `meta.driverAdapterError.cause.originalCode`;
 * - a SQLSTATE the adapter does not translate (restrict violation, deadlock): the adapter's own
 *   `DriverAdapterError`, the SQLSTATE under `cause.originalCode`;
 * - a statement run straight on the pg pool (the per-request hot paths): pg's `DatabaseError`,
 *   the SQLSTATE as `code`, beside a `severity`.
 * Services turn the kinds they expect into their own messages; the API answers any other
 * unique or foreign-key refusal with a 409 and a busy database with a 503, never a crash's 500.
 */
export type DatabaseErrorKind =
  /** Another row already holds the key (SQLSTATE 23505, Prisma P2002). */
  | "unique"
  /** A row this write points at is gone, or still pointed at (23503 foreign key, 23001 restrict; P2003, P2014). */
  | "foreign-key"
  /** A record the write required was not there (Prisma P2025): removed between a check and the write. */
  | "not-found"
  /**
   * The database could not take the request now; nothing was written and a retry may succeed: a
   * serialization failure or deadlock (40001, 40P01; P2034), no pool connection in time (P2024), a
   * transaction that could not start or timed out waiting (P2028).
   */
  | "busy";

const PRISMA_CODES: Record<string, DatabaseErrorKind> = {
  P2002: "unique",
  P2003: "foreign-key",
  P2014: "foreign-key",
  P2025: "not-found",
  P2024: "busy",
  P2028: "busy",
  P2034: "busy",
};

const SQLSTATES: Record<string, DatabaseErrorKind> = {
  "23505": "unique",
  "23503": "foreign-key",
  "23001": "foreign-key",
  "40001": "busy",
  "40P01": "busy",
};

type Loose = { name?: unknown; code?: unknown; severity?: unknown; cause?: unknown; meta?: unknown } | null;

const asLoose = (value: unknown): Loose => (typeof value === "object" && value !== null ? (value as Loose) : null);

/**
 * The SQLSTATE the adapter kept from the driver, if `value` is its error or carries the adapter's
 * description as its cause (`{ kind, originalCode }`).
 */
function adapterSqlState(value: unknown): string | undefined {
  const cause = asLoose(asLoose(value)?.cause) as { kind?: unknown; originalCode?: unknown } | null;
  return typeof cause?.kind === "string" && typeof cause.originalCode === "string" ? cause.originalCode : undefined;
}

/** The PostgreSQL SQLSTATE behind `error`, in whichever shape it arrived; undefined if none. */
export function sqlStateOf(error: unknown): string | undefined {
  const loose = asLoose(error);
  if (!loose) return undefined;
  if (loose.name === "PrismaClientKnownRequestError") {
    return adapterSqlState((asLoose(loose.meta) as { driverAdapterError?: unknown } | null)?.driverAdapterError);
  }
  const fromAdapter = adapterSqlState(loose);
  if (fromAdapter) return fromAdapter;
  // pg's DatabaseError: a five-character SQLSTATE beside the server's severity.
  if (typeof loose.code === "string" && /^[0-9A-Z]{5}$/.test(loose.code) && typeof loose.severity === "string") return loose.code;
  return undefined;
}

/** The kind of refusal `error` is, or null for anything else (a crash stays a crash). */
export function databaseErrorKind(error: unknown): DatabaseErrorKind | null {
  const loose = asLoose(error);
  if (loose?.name === "PrismaClientKnownRequestError" && typeof loose.code === "string") {
    const kind = PRISMA_CODES[loose.code];
    if (kind) return kind;
  }
  const state = sqlStateOf(error);
  return (state && SQLSTATES[state]) || null;
}

export const isUniqueViolation = (error: unknown): boolean => databaseErrorKind(error) === "unique";

export const isForeignKeyViolation = (error: unknown): boolean => databaseErrorKind(error) === "foreign-key";
