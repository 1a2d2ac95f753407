import { HTTP_MESSAGES } from "@paydesk/validators";
import type { RequestHandler } from "express";

/** U+0000, or a UTF-16 surrogate that is not half of a pair (`u`: a pair counts as one code point). */
const BAD_TEXT = /\0|\p{Cs}/u;

/** Nesting deeper than this is refused by the procedures' schemas anyway; stop walking there. */
const MAX_DEPTH = 64;

/** Whether a string, or any key or string inside an array or plain object, is malformed text. */
export function hasMalformedText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return BAD_TEXT.test(value);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((entry) => hasMalformedText(entry, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  for (const key in value) {
    if (BAD_TEXT.test(key) || hasMalformedText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Requests whose JSON body cannot hold malformed text, marked by the JSON parser's `verify` (see
 * `markJsonWithoutEscapes`): their parsed body need not be walked.
 */
const plainJsonBodies = new WeakSet<object>();

/**
 * Called with a JSON body's bytes before they are parsed. In UTF-8 JSON, U+0000 and a lone
 * surrogate can only be written as a `\u` escape: a raw NUL is a control character JSON refuses,
 * and decoding UTF-8 never yields a surrogate (invalid bytes become U+FFFD). So a UTF-8 body with
 * no `\u` in it is clean, and the walk over every parsed string (~7 % of the app's CPU per
 * 500-row upload chunk, the student bench) is skipped; any other body is walked as before.
 */
export function markJsonWithoutEscapes(req: object, _res: unknown, body: Buffer, encoding: string): void {
  if ((encoding === "utf-8" || encoding === "utf8") && !body.includes("\\u")) plainJsonBodies.add(req);
}

/**
 * Whether a query string carries malformed text. Its raw form can only hide a NUL as `%00`;
 * decoding turns invalid UTF-8 into U+FFFD, never into a lone surrogate. But tRPC sends its input
 * as JSON in the query (`?input=…`), where `\u0000` and `\ud800` escapes decode to exactly such
 * text; so a query with a backslash has its values decoded, and those that are JSON parsed.
 */
export function queryHasMalformedText(rawQuery: string, parsed: () => Record<string, unknown>): boolean {
  if (/%00/i.test(rawQuery)) return true;
  if (!/%5c|\\/i.test(rawQuery)) return false;
  return Object.values(parsed()).some((value) => hasMalformedText(value) || hasMalformedText(jsonOf(value)));
}

function jsonOf(value: unknown): unknown {
  if (typeof value !== "string" || !/^\s*[[{"]/.test(value)) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * Refuse text that no procedure can store or compare (docs/product/documented-calls.md, Answers: bad input is
 * a 400 with a message, never a crash): PostgreSQL rejects U+0000 in text, and a lone surrogate fails when it
 * is encoded. Checked once here, for the path, the query (tRPC GET inputs included) and the parsed
 * JSON or form body (tRPC POST inputs included), so no schema has to remember it. Mounted after
 * the body parsers. Cheap: a request without a query or body costs one indexOf and one regex test.
 */
export function refuseMalformedText(): RequestHandler {
  return (req, res, next) => {
    const url = req.originalUrl;
    const queryStart = url.indexOf("?");
    // A NUL in the path arrives as `%00` and becomes part of a path parameter once decoded.
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
    const rawQuery = queryStart === -1 ? "" : url.slice(queryStart + 1);
    const malformed =
      /%00/i.test(rawPath) ||
      (rawQuery !== "" && queryHasMalformedText(rawQuery, () => req.query as Record<string, unknown>)) ||
      (req.body !== undefined && !plainJsonBodies.has(req) && hasMalformedText(req.body));
    if (!malformed) return next();
    res.status(400).json({ status: "error", message: HTTP_MESSAGES.malformedText });
  };
}
