import { DEFAULT_IMAGE_DIMENSION_LIMIT } from "@paydesk/domain";
import { IMAGE_LIBRARY_MESSAGES, imageDimensionMessage } from "@paydesk/validators";
import { crc32 } from "node:zlib";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { encodeLibraryImage, encodeLogo, imageDimensionLimit } from "./media.ts";

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: "#20408080" } }).png().toBuffer();
const size = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height };
};

describe("sharp re-encoding (the sizes in docs/product/dashboard-images-promotions.md)", () => {
  afterEach(() => {
    delete process.env.IMAGE_DIMENSION_LIMIT;
  });

  it("refuses past the dimension limit, reading only the header", async () => {
    const wide = await png(501, 20);
    await expect(encodeLibraryImage(wide, null, 500)).rejects.toThrow(imageDimensionMessage(500));
    await expect(encodeLibraryImage(await png(500, 500), null, 500)).resolves.toMatchObject({ width: 500, height: 500 });
  });

  it("takes the limit from IMAGE_DIMENSION_LIMIT, else 99999", () => {
    expect(imageDimensionLimit()).toBe(DEFAULT_IMAGE_DIMENSION_LIMIT);
    process.env.IMAGE_DIMENSION_LIMIT = "2000";
    expect(imageDimensionLimit()).toBe(2000);
    process.env.IMAGE_DIMENSION_LIMIT = "nonsense";
    expect(imageDimensionLimit()).toBe(DEFAULT_IMAGE_DIMENSION_LIMIT);
  });

  it("refuses a header that claims more pixels than can be decoded safely", async () => {
    // A real PNG with a forged IHDR (and its checksum fixed): 60000 x 60000 pixels in a few bytes.
    const forged = Buffer.from(await png(10, 10));
    forged.writeUInt32BE(60000, 16);
    forged.writeUInt32BE(60000, 20);
    forged.writeUInt32BE(crc32(forged.subarray(12, 29)), 29);
    await expect(encodeLibraryImage(forged, null)).rejects.toThrow(IMAGE_LIBRARY_MESSAGES.tooManyPixels);
  });

  it("makes a display copy at most 600x450 and an 80x80 thumbnail", async () => {
    const encoded = await encodeLibraryImage(await png(2000, 500), null);
    expect(encoded).toMatchObject({ contentType: "image/png", width: 2000, height: 500 });
    expect(await size(encoded.display!)).toEqual({ format: "png", width: 600, height: 150 });
    expect(await size(encoded.thumb)).toEqual({ format: "jpeg", width: 80, height: 80 });
  });

  it("fits a logo inside 300 wide by 73 high, never enlarging it", async () => {
    expect(await encodeLogo(await png(1200, 146))).toMatchObject({ width: 300, height: 37, contentType: "image/png" });
    expect(await encodeLogo(await png(100, 400))).toMatchObject({ width: 18, height: 73 });
    expect(await encodeLogo(await png(50, 20))).toMatchObject({ width: 50, height: 20 });
  });
});
