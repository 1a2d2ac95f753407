import type { RequestHandler } from "express";
import type { Logger } from "pino";

/**
 * One log line per answered request: method, path (never the query string, which may carry a
 * reset token or an e-mail address), status and time. No headers are serialised: they would cost
 * every request a walk over cookies and CSP, and carry secrets the logger would have to redact.
 * 5xx answers log at error, 4xx at warn, as the errors themselves are logged where they happen.
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
      const path = req.originalUrl.split("?")[0];
      const responseTime = Math.round(performance.now() - started);
      const fields = { req: { id, method: req.method, url: path }, res: { statusCode: status }, responseTime };
      logger[level](fields, res.writableFinished ? "request completed" : "request aborted");
    });
    next();
  };
}
