import helmet from "helmet";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/**
 * Security headers. The CSP allows only our own origin; Mantine sets inline styles. The captcha
 * widget's proof-of-work worker is a same-origin script, so no blob: workers are allowed.
 */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      "default-src": ["'self'"],
      "script-src": ["'self'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:"],
      "worker-src": ["'self'"],
      "connect-src": ["'self'"],
      "frame-ancestors": ["'none'"],
      "form-action": ["'self'"],
      "upgrade-insecure-requests": null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};

/**
 * The headers helmet sets, worked out once: with no per-request value (no nonce), they are the
 * same on every answer, so each request only copies a ready list instead of running helmet's dozen
 * middlewares and rebuilding the CSP string.
 */
export function helmetHeaders(): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  } as unknown as ServerResponse;
  let finished = false;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  // Helmet's middleware is synchronous; if it ever were not, the list above would be incomplete.
  if (!finished) throw new Error("helmet did not finish synchronously");
  return [...headers];
}

export function securityHeaders(): RequestHandler {
  const headers = helmetHeaders();
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
