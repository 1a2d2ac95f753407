import { AUTH_MESSAGES } from "@paydesk/validators";
import type { Request, RequestHandler, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuse cross-site writes (docs/product/documented-calls.md, Who may call). Browsers attach cookies to
 * cross-site form posts, so any unsafe request whose Origin is another site, or that the browser marks
 * `Sec-Fetch-Site: cross-site`, is refused. Requests without an Origin (curl, internal tools) and
 * Bearer-authenticated calls (browsers never add that header on their own) pass.
 */
export function crossSiteWriteGuard(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (isCrossSiteBrowserRequest(req)) return refuseCrossSite(res);
    next();
  };
}

/** A cookie-bearing browser request sent by another site (Bearer calls never are). */
export function isCrossSiteBrowserRequest(req: Request): boolean {
  if (/^Bearer\s/i.test(req.get("authorization") ?? "")) return false;
  if (req.get("sec-fetch-site") === "cross-site") return true;
  const origin = req.get("origin");
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.get("host");
  } catch {
    return true;
  }
}

export function refuseCrossSite(res: Response): void {
  res.status(403).json({ status: "error", message: AUTH_MESSAGES.crossSite });
}
