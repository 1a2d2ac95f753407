/**
 * Pictures for the image tests, made by sharp in memory (the repository holds no binary files),
 * and a reader for what the server stored or served.
 */
import sharp from "sharp";

export async function pngOf(width: number, height: number, colour = "#336699"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

export async function jpegOf(width: number, height: number, colour = "#993366"): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();
}

/** What the bytes decode as. */
export async function describeBytes(bytes: Uint8Array): Promise<{ format: string | undefined; width: number | undefined; height: number | undefined }> {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
}

export const asFile = (bytes: Buffer, fileName: string) => ({ fileName, base64: bytes.toString("base64") });

/** Text renamed to look like a photo: the name and the browser's claim say JPEG, the bytes do not. */
export const NOT_AN_IMAGE = Buffer.from("name,amount\nLunch,5.00\n".repeat(20));

/** An SVG: an image sharp reads, but one that may carry script, so it is refused. */
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
