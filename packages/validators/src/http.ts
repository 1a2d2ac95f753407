/** Refusals of the HTTP edge itself, before any procedure sees the request. */
export const HTTP_MESSAGES = {
  /** PostgreSQL cannot store U+0000, and an unpaired UTF-16 surrogate is not text at all. */
  malformedText: "The request contains characters that are not allowed (a NUL character or an unpaired surrogate).",
  /** Two requests raced on one record (a double click on remove): the loser is told, not crashed. */
  changedMeanwhile: "This was changed or removed meanwhile. Please reload and try again.",
  /** The database could not take the request in time (every connection busy): nothing was done. */
  busy: "The server is busy right now. Nothing was changed; please try again in a moment.",
  /** A tRPC call carries JSON; files go through the upload routes. */
  jsonOnly: "This address takes JSON, not files.",
  /** Bad input without a message of its own (a schema rule always names one; this is the fallback). */
  invalidInput: "Invalid input.",
  /** A crash: its details stay in the log, the caller is told only that it was ours. */
  serverError: "Something went wrong on our side. Please try again.",
} as const;
