/**
 * What the browser does to a picture before it is sent
 * (docs/product/dashboard-images-promotions.md): a preview at most 600x450 and an 80x80 thumbnail
 * cropped from the middle, JPEG at quality 0.8. The server checks and re-encodes both anyway; these
 * only spare the upload and show the user what they chose.
 */
import { centreSquare, fitWithin, IMAGE_PREVIEW_MAX, IMAGE_THUMB_QUALITY, IMAGE_THUMB_SIZE, type Size } from "@paydesk/domain";

/**
 * Without these the page says "Your browser is not supported..."
 * (docs/product/dashboard-images-promotions.md).
 */
export function hasFileApis(): boolean {
  return (
    typeof window !== "undefined" &&
    "File" in window &&
    "FileReader" in window &&
    "Blob" in window &&
    "FormData" in window &&
    typeof HTMLCanvasElement !== "undefined" &&
    typeof HTMLCanvasElement.prototype.toBlob === "function"
  );
}

export interface PreparedImage {
  file: File;
  size: Size;
  /** A data URL of the preview, at most `max`. */
  preview: string;
  /** The 80x80 JPEG crop (null for logos, which have none). */
  thumb: Blob | null;
}

function load(file: File): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new window.Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("unreadable"));
    image.src = url;
  });
}

function canvasOf(size: Size): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("unsupported");
  return [canvas, context];
}

/** Reads the picture and makes its preview (and thumbnail); rejects when the browser cannot decode it. */
export async function prepareImage(file: File, { max = IMAGE_PREVIEW_MAX, withThumb = true }: { max?: Size; withThumb?: boolean } = {}): Promise<PreparedImage> {
  const image = await load(file);
  const size = { width: image.naturalWidth, height: image.naturalHeight };
  const fitted = fitWithin(size, max);
  const [previewCanvas, preview] = canvasOf(fitted);
  preview.drawImage(image, 0, 0, fitted.width, fitted.height);
  let thumb: Blob | null = null;
  if (withThumb) {
    const square = centreSquare(size);
    const [thumbCanvas, context] = canvasOf({ width: IMAGE_THUMB_SIZE, height: IMAGE_THUMB_SIZE });
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, IMAGE_THUMB_SIZE, IMAGE_THUMB_SIZE);
    context.drawImage(image, square.left, square.top, square.side, square.side, 0, 0, IMAGE_THUMB_SIZE, IMAGE_THUMB_SIZE);
    thumb = await new Promise<Blob | null>((resolve) => thumbCanvas.toBlob(resolve, "image/jpeg", IMAGE_THUMB_QUALITY));
  }
  URL.revokeObjectURL(image.src);
  return { file, size, preview: previewCanvas.toDataURL(file.type === "image/png" ? "image/png" : "image/jpeg"), thumb };
}

export interface UploadRefusal {
  message: string;
  upgradeUrl: string | null;
}

export class UploadRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.message);
  }
}

/**
 * A multipart POST to one of the documented upload calls (`…/settings/images/uploadjson`,
 * `…/promote/skins/logo`): files go as the browser sends FormData, past tRPC's 1 MB JSON limit.
 */
export async function postImageForm<T>(path: string, files: Record<string, Blob | File>, processingError: string, fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [field, blob] of Object.entries(files)) form.append(field, blob, blob instanceof File ? blob.name : `${field}.jpg`);
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", body: form, headers: { accept: "application/json" } });
  } catch {
    throw new UploadRefused({ message: processingError, upgradeUrl: null });
  }
  const answer = (await response.json().catch(() => null)) as (Record<string, unknown> & { status?: string; message?: string; upgrade_url?: string }) | null;
  if (!response.ok || !answer || answer.status !== "success") {
    const message = response.status < 500 && answer?.message ? answer.message : processingError;
    throw new UploadRefused({ message, upgradeUrl: answer?.upgrade_url ?? null });
  }
  return answer as T;
}
