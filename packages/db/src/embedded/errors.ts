/**
 * A failure of the embedded database that the person starting PayDesk can act on: its message
 * says what happened and what to do, so start-up prints it alone, without a stack trace.
 */
export class EmbeddedPostgresError extends Error {
  override name = "EmbeddedPostgresError";
}
