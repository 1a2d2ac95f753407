import { existsSync } from "node:fs";
import path from "node:path";
import express, { Router } from "express";
import { immutableAssets } from "./assets.ts";

/**
 * The built web app: hashed assets cached for a year (answered from memory, gzipped: assets.ts),
 * and index.html for every other GET that asks for HTML (client-side routes such as
 * /school/account/password). Source maps stay on the server's disk for reading stack traces and
 * are never served: they would hand out the application's source.
 */
export function webRoutes(webDist: string): Router {
  const router = Router();
  const index = path.join(webDist, "index.html");
  if (!existsSync(index)) {
    router.get("/", (_req, res) => {
      res.status(503).type("text").send("The web app is not built. Run `npm start` (it builds it) or `npm run build`.");
    });
    return router;
  }
  // Leave the router: the app's 404 answers, as for any unknown path.
  router.use((req, _res, next) => next(/\.map$/i.test(req.path) ? "router" : undefined));
  router.use("/assets", immutableAssets(path.join(webDist, "assets")));
  router.use(express.static(webDist, { index: false, maxAge: 0 }));
  router.get(/.*/, (req, res, next) => {
    if (req.accepts(["html", "json"]) !== "html") return next();
    res.setHeader("Cache-Control", "no-cache");
    // Relative to `root`: given a bare absolute path, send refuses any dot-folder on the way
    // (a build under `.tmp/` or `~/.local/` would answer 404 for every page).
    res.sendFile("index.html", { root: webDist });
  });
  return router;
}
