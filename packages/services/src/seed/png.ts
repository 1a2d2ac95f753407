/**
 * Tiny solid-colour PNG images for the demo image library, built in code so the repository holds
 * no binary files. Uncompressed-colour RGB, 8 bits per channel, no interlace (PNG spec §11.2.2).
 */
import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const COLOUR_TYPE_RGB = 2;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A width × height PNG filled with one colour; `rgb` is 0xRRGGBB. */
export function solidPng(width: number, height: number, rgb: number): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError("width and height must be positive integers");
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(COLOUR_TYPE_RGB, 9);
  // Compression, filter and interlace methods: all 0, the only ones defined.
  const pixel = [(rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff];
  // Each scanline starts with its filter type (0, none).
  const row = Buffer.from([0, ...Array.from({ length: width }, () => pixel).flat()]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]);
}
