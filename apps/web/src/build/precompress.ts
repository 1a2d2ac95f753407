/**
 * The build's gzip of each script, stylesheet and SVG, written beside it (`<name>.gz`), for the
 * server to answer browsers that accept gzip (apps/server/src/routes/assets.ts): compressed
 * once, at the highest level, instead of on every request. Source maps are never served, so never
 * compressed; a file gzip does not shrink keeps no copy.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|css|svg)$/i;

/** Writes the gzips into `dir` (not its subfolders); answers the names it compressed. */
export function precompressAssets(dir: string): string[] {
  const written: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const raw = readFileSync(path.join(dir, name));
    const gzip = gzipSync(raw, { level: 9 });
    if (gzip.length >= raw.length) continue;
    writeFileSync(path.join(dir, `${name}.gz`), gzip);
    written.push(name);
  }
  return written;
}
