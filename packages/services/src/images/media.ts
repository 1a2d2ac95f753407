/**
 * Every uploaded picture is decoded and re-encoded here with sharp (libvips), never stored as it
 * came: the type is what the bytes decode as (a renamed file is refused whatever its name or the
 * browser's claim), metadata such as GPS positions is dropped, orientation is applied, and the
 * dimension limit (docs/product/dashboard-images-promotions.md, 99999 by default) is checked before any pixel
 * is decoded.
 *
 * sharp's own input limit (about 268 million pixels) stays on: a small file can claim a huge
 * image, and decoding it would take the server's memory. Past it the upload is refused with its
 * own message.
 */
import {
  AppError,
  DEFAULT_IMAGE_DIMENSION_LIMIT,
  exceedsDimensionLimit,
  fitsWithin,
  IMAGE_PREVIEW_MAX,
  IMAGE_THUMB_QUALITY,
  IMAGE_THUMB_SIZE,
  LOGO_MAX,
  type Size,
} from "@paydesk/domain";
import { IMAGE_LIBRARY_MESSAGES, imageDimensionMessage } from "@paydesk/validators";
import sharp, { type Metadata, type Sharp } from "sharp";

/** The formats kept as they are; anything else sharp can read (SVG, TIFF, HEIF…) is refused. */
const FORMATS = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif" } as const;
type Format = keyof typeof FORMATS;
type Bytes = Buffer<ArrayBuffer>;

export interface EncodedImage extends Size {
  contentType: string;
  data: Bytes;
  /** At most 600x450; null when the full size already fits. */
  display: Bytes | null;
  /** 80x80 JPEG. */
  thumb: Bytes;
}

/** The limit in force: IMAGE_DIMENSION_LIMIT in the environment, else the product's default. */
export function imageDimensionLimit(): number {
  const configured = Number(process.env.IMAGE_DIMENSION_LIMIT);
  return Number.isSafeInteger(configured) && configured > 0 ? configured : DEFAULT_IMAGE_DIMENSION_LIMIT;
}

const notAnImage = () => decodingRefusal(null);

/** sharp's failure as the caller's bad file: too many pixels to decode safely, or not an image at all. */
function decodingRefusal(error: unknown): AppError {
  const pixels = /pixel limit/i.test((error as Error)?.message ?? "");
  const message = pixels ? IMAGE_LIBRARY_MESSAGES.tooManyPixels : IMAGE_LIBRARY_MESSAGES.notAnImage;
  return new AppError("BAD_REQUEST", message, { image: message });
}

/** What the bytes are, read from their header only. */
async function probe(bytes: Buffer, limit: number): Promise<{ format: Format } & Size> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch (error) {
    throw decodingRefusal(error);
  }
  const format = metadata.format as string | undefined;
  if (!format || !(format in FORMATS) || !metadata.width || !metadata.height) throw notAnImage();
  // EXIF orientations 5-8 swap the sides once applied.
  const rotated = (metadata.orientation ?? 1) >= 5;
  const size = rotated ? { width: metadata.height, height: metadata.width } : { width: metadata.width, height: metadata.height };
  if (exceedsDimensionLimit(size, limit)) {
    const message = imageDimensionMessage(limit);
    throw new AppError("BAD_REQUEST", message, { image: message });
  }
  return { format: format as Format, ...size };
}

function encodeAs(pipeline: Sharp, format: Format): Sharp {
  if (format === "jpeg") return pipeline.jpeg({ quality: 90, mozjpeg: true });
  if (format === "png") return pipeline.png({ compressionLevel: 9 });
  if (format === "webp") return pipeline.webp({ quality: 90 });
  return pipeline.gif();
}

/** Decoding failures past the header (a truncated file, too many pixels) are the caller's bad file. */
async function run(pipeline: Sharp): Promise<Bytes> {
  try {
    // Always a fresh Buffer over its own ArrayBuffer (what Prisma's Bytes takes).
    return (await pipeline.toBuffer()) as Bytes;
  } catch (error) {
    throw decodingRefusal(error);
  }
}

/**
 * 80x80 from the middle, JPEG at quality 0.8, as the browser makes it
 * (docs/product/dashboard-images-promotions.md).
 */
async function squareThumb(bytes: Buffer): Promise<Bytes> {
  return run(
    sharp(bytes)
      .rotate()
      .resize(IMAGE_THUMB_SIZE, IMAGE_THUMB_SIZE, { fit: "cover", position: "centre" })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: Math.round(IMAGE_THUMB_QUALITY * 100) }),
  );
}

/**
 * A library upload: the full size re-encoded in its own format, a copy at most 600x450 when it is
 * larger, and the thumbnail, from the browser's crop when one came (re-encoded the same way,
 * after the same check) or cropped here.
 */
export async function encodeLibraryImage(image: Buffer, thumb: Buffer | null, limit = imageDimensionLimit()): Promise<EncodedImage> {
  const { format, width, height } = await probe(image, limit);
  const data = await run(encodeAs(sharp(image, { animated: format === "gif" }).rotate(), format));
  const display = fitsWithin({ width, height }, IMAGE_PREVIEW_MAX)
    ? null
    : await run(encodeAs(sharp(image).rotate().resize(IMAGE_PREVIEW_MAX.width, IMAGE_PREVIEW_MAX.height, { fit: "inside", withoutEnlargement: true }), format));
  let thumbSource = image;
  if (thumb) {
    await probe(thumb, limit);
    thumbSource = thumb;
  }
  return { contentType: FORMATS[format], width, height, data, display, thumb: await squareThumb(thumbSource) };
}

/** A logo for the pay pages: scaled down to fit 300 wide by 73 high, PNG (keeps transparency). */
export async function encodeLogo(image: Buffer, limit = imageDimensionLimit()): Promise<{ contentType: string; data: Bytes } & Size> {
  await probe(image, limit);
  const data = await run(sharp(image).rotate().resize(LOGO_MAX.width, LOGO_MAX.height, { fit: "inside", withoutEnlargement: true }).png());
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return { contentType: "image/png", data, width, height };
}
