import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webRoutes } from "./web.ts";

const BIG_SCRIPT = "export const answer = 42;\n".repeat(500);

/** The raw answer (Node's fetch would undo the gzip and hide the header). */
async function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("webRoutes", () => {
  let root: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "paydesk-web-"));
    // A build inside a dot-folder, as under `.tmp/` or `~/.local/`.
    const dist = path.join(root, ".hidden", "dist");
    mkdirSync(path.join(dist, "assets"), { recursive: true });
    writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>PayDesk</title>");
    writeFileSync(path.join(dist, "assets", "app-1234.js"), "console.log(1)");
    // The build writes a gzip beside each script it shrinks (apps/web/src/build/precompress.ts).
    writeFileSync(path.join(dist, "assets", "big-5678.js"), BIG_SCRIPT);
    writeFileSync(path.join(dist, "assets", "big-5678.js.gz"), gzipSync(BIG_SCRIPT));
    // The build writes source maps (hidden: no file points at them) for reading stack traces.
    writeFileSync(path.join(dist, "assets", "app-1234.js.map"), '{"version":3,"sources":["src/secret-logic.ts"]}');
    writeFileSync(path.join(dist, "top.js.map"), '{"version":3,"sources":["src/secret-logic.ts"]}');
    const app = express().use(webRoutes(dist));
    const server = app.listen(0, "127.0.0.1");
    await once(server, "listening");
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => {
    close?.();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a client-side route with index.html, uncached, even from a dot-folder", async () => {
    const res = await fetch(`${origin}/school/payments/individual-items`, { headers: { accept: "text/html" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toContain("<title>PayDesk</title>");
  });

  it("serves hashed assets cached for a year, and leaves JSON requests to the API's 404", async () => {
    const asset = await fetch(`${origin}/assets/app-1234.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const json = await fetch(`${origin}/school/nothing`, { headers: { accept: "application/json" } });
    expect(json.status).toBe(404);
  });

  it("answers a script gzipped to a browser that accepts it, as it is to one that does not, each with its type", async () => {
    const zipped = await rawGet(`${origin}/assets/big-5678.js`, { "accept-encoding": "gzip, deflate, br" });
    expect(zipped.status).toBe(200);
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers["vary"]).toBe("Accept-Encoding");
    expect(zipped.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(zipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(zipped.body).toString()).toBe(BIG_SCRIPT);
    expect(Number(zipped.headers["content-length"])).toBe(zipped.body.length);

    const plain = await rawGet(`${origin}/assets/big-5678.js`, { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
    // A file the build did not gzip is answered as it is, whatever the browser accepts.
    const small = await rawGet(`${origin}/assets/app-1234.js`, { "accept-encoding": "gzip" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body.toString()).toBe("console.log(1)");
  });

  it("answers an asset that appears after a first miss, and leaves unknown names to the HTML fallback as before", async () => {
    const missing = await fetch(`${origin}/assets/later-9999.js`, { headers: { accept: "application/json" } });
    expect(missing.status).toBe(404);
    writeFileSync(path.join(root, ".hidden", "dist", "assets", "later-9999.js"), "console.log(2)");
    const found = await fetch(`${origin}/assets/later-9999.js`);
    expect(found.status).toBe(200);
    expect(await found.text()).toBe("console.log(2)");
  });

  it("never serves a source map, not even as the HTML fallback", async () => {
    for (const map of ["/assets/app-1234.js.map", "/top.js.map", "/assets/APP-1234.JS.MAP", "/assets/app-1234.js.map?x=1"]) {
      for (const accept of ["*/*", "text/html"]) {
        const res = await fetch(`${origin}${map}`, { headers: { accept } });
        expect({ map, accept, status: res.status }).toEqual({ map, accept, status: 404 });
        expect(await res.text()).not.toContain("secret-logic");
      }
    }
  });
});
