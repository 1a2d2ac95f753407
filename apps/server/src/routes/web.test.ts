import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webRoutes } from "./web.ts";

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
