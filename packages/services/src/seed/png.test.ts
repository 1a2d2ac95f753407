import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { solidPng } from "./png.ts";

interface Chunk {
  type: string;
  data: Buffer;
  crc: number;
}

function chunks(png: Buffer): Chunk[] {
  const list: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    list.push({ type, data: png.subarray(at + 8, at + 8 + length), crc: png.readUInt32BE(at + 8 + length) });
    at += 12 + length;
  }
  return list;
}

describe("solidPng", () => {
  it("writes the signature, then IHDR, IDAT and IEND with valid CRCs", () => {
    const png = solidPng(8, 8, 0x1c4e9a);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    for (const c of list) expect(c.crc).toBe(crc32(Buffer.concat([Buffer.from(c.type, "ascii"), c.data])));
  });

  it("describes a width × height, 8-bit RGB image", () => {
    const header = chunks(solidPng(5, 3, 0))[0]!.data;
    expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9], header[10], header[11], header[12]]).toEqual([
      5, 3, 8, 2, 0, 0, 0,
    ]);
  });

  it("fills every pixel of every unfiltered scanline with the colour", () => {
    const raw = inflateSync(chunks(solidPng(3, 2, 0xc8102e)).find((c) => c.type === "IDAT")!.data);
    const row = [0, 0xc8, 0x10, 0x2e, 0xc8, 0x10, 0x2e, 0xc8, 0x10, 0x2e];
    expect([...raw]).toEqual([...row, ...row]);
  });

  it("refuses an empty or fractional size", () => {
    expect(() => solidPng(0, 8, 0)).toThrow(RangeError);
    expect(() => solidPng(8, 1.5, 0)).toThrow(RangeError);
  });
});
