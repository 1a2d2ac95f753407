import { readFile } from "node:fs/promises";
import path from "node:path";
import type { RequestHandler } from "express";

interface Asset {
  raw: Buffer;
  /** The build's gzip of the file (`<name>.gz` beside it), when it wrote one. */
  gzip: Buffer | null;
}

/** A hashed file name of the build: a new build names changed files anew, so one name is one content. */
const ASSET_NAME = /^[\w.-]+$/;

async function readOptional(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The web app's hashed assets (`dist/assets`), each read from the disk once and then answered
 * from memory, gzipped when the browser accepts it (the build writes each script's and
 * stylesheet's gzip beside it). Every page load fetches dozens of these: a phone on a slow
 * network gets a third of the bytes, and the server no longer opens, reads and closes each file
 * on every request (that was a quarter of its CPU in a browser-test run). The names hold their
 * content's hash, so what is cached never goes stale: cached for a year by browsers too. Source
 * maps are not served (webRoutes refuses them first); an unknown name is left to the next handler.
 */
export function immutableAssets(dir: string): RequestHandler {
  const cache = new Map<string, Promise<Asset | null>>();
  const load = async (name: string): Promise<Asset | null> => {
    const raw = await readOptional(path.join(dir, name));
    if (!raw) return null;
    return { raw, gzip: await readOptional(path.join(dir, `${name}.gz`)) };
  };
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (!ASSET_NAME.test(name) || name.startsWith(".") || name.endsWith(".gz")) return next();
    let pending = cache.get(name);
    if (!pending) {
      pending = load(name);
      cache.set(name, pending);
      // A name not (yet) on the disk is asked again next time, not remembered as missing.
      void pending.then((asset) => asset ?? cache.delete(name), () => cache.delete(name));
    }
    pending.then((asset) => {
      if (!asset) return next();
      const body = asset.gzip && req.acceptsEncodings("gzip") === "gzip" ? asset.gzip : asset.raw;
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.type(path.extname(name));
      if (asset.gzip) res.setHeader("Vary", "Accept-Encoding");
      if (body === asset.gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", body.length);
      res.end(req.method === "HEAD" ? undefined : body);
    }, next);
  };
}
