import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * Path segments that are secrets or personal data, by the routes that carry them: a reset link's
 * token, a guest's receipt token (order summary, receipt view and PDF) and the e-mail a receipt is
 * sent to. Each pattern names the segment to hide (its capture group).
 */
const SECRET_SEGMENTS: readonly RegExp[] = [
  /^(\/login\/reset\/)([^/]+)/,
  /^(\/pay\/order-summary\/[^/]+\/)([^/]+)/,
  /^(\/pay\/receipt\/[^/]+\/)([^/]+)(?=\/(?:view|view\.pdf|send)$)/,
];

/** A segment holding an e-mail address (`@` or its encoding), whatever the route. */
const EMAIL_SEGMENT = /(?<=\/)[^/]*(?:@|%40)[^/]*/gi;
/** A segment shaped like a token (20+ URL-safe characters with letters and digits), whatever the route. */
const TOKEN_SEGMENT = /(?<=\/)(?=[^/]*\d)(?=[^/]*[A-Za-z])[A-Za-z0-9_-]{20,}(?=\/|$)/g;

export const REDACTED_SEGMENT = "[redacted]";

/**
 * The URL as logged: the path alone (the query string, which may carry a token or an e-mail, is
 * never written), with secret segments replaced. The one place the server turns a request's URL
 * into log text: the request log and the error log both use it.
 */
export function loggedUrl(originalUrl: string): string {
  let path = originalUrl.split("?")[0]!;
  for (const pattern of SECRET_SEGMENTS) path = path.replace(pattern, (_match, before: string) => `${before}${REDACTED_SEGMENT}`);
  return path.replace(EMAIL_SEGMENT, REDACTED_SEGMENT).replace(TOKEN_SEGMENT, REDACTED_SEGMENT);
}

/**
 * One log line per answered request: method, path (secrets hidden, see loggedUrl), status and
 * time. No headers are serialised: they would cost every request a walk over cookies and CSP, and
 * carry secrets the logger would have to redact. 5xx answers log at error, 4xx at warn, as the
 * errors themselves are logged where they happen.
 */
export function requestLog(logger: Logger): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const id = ++lastId;
    const started = performance.now();
    res.once("close", () => {
      const status = res.statusCode;
      const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const responseTime = Math.round(performance.now() - started);
      const fields = { req: { id, method: req.method, url: loggedUrl(req.originalUrl) }, res: { statusCode: status }, responseTime };
      logger[level](fields, res.writableFinished ? "request completed" : "request aborted");
    });
    next();
  };
}
