import { AUTH_MESSAGES } from "@paydesk/validators";
import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuse cross-site writes (CONVENTIONS §3). Browsers attach cookies to cross-site form posts, so
 * any unsafe request whose Origin is another site, or that the browser marks
 * `Sec-Fetch-Site: cross-site`, is refused. Requests without an Origin (curl, internal tools) and
 * Bearer-authenticated calls (browsers never add that header on their own) pass.
 */
export function crossSiteWriteGuard(): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (/^Bearer\s/i.test(req.get("authorization") ?? "")) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    let crossSite = fetchSite === "cross-site";
    if (!crossSite && origin) {
      try {
        crossSite = new URL(origin).host !== req.get("host");
      } catch {
        crossSite = true;
      }
    }
    if (crossSite) {
      res.status(403).json({ status: "error", message: AUTH_MESSAGES.crossSite });
      return;
    }
    next();
  };
}
