import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressAssets } from "./precompress.ts";

describe("precompressAssets", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("writes a gzip beside each script, stylesheet and SVG that it shrinks, and nothing for maps or other files", () => {
    dir = mkdtempSync(path.join(tmpdir(), "paydesk-precompress-"));
    const script = "export const a = 1;\n".repeat(200);
    const files: Record<string, string> = {
      "index-abc.js": script,
      "index-abc.css": "body { margin: 0 }\n".repeat(100),
      "logo-abc.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<path d='M0 0'/>".repeat(50)}</svg>`,
      "index-abc.js.map": '{"version":3}'.repeat(100),
      "font-abc.woff2": "x".repeat(1000),
      "tiny-abc.js": "1",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

    expect(precompressAssets(dir).sort()).toEqual(["index-abc.css", "index-abc.js", "logo-abc.svg"]);
    expect(gunzipSync(readFileSync(path.join(dir, "index-abc.js.gz"))).toString()).toBe(script);
    for (const name of ["index-abc.js.map.gz", "font-abc.woff2.gz", "tiny-abc.js.gz"]) expect(existsSync(path.join(dir, name))).toBe(false);
  });
});
