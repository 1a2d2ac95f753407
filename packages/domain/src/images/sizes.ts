/**
 * Image size rules (docs/product/dashboard-images-promotions.md): the browser's preview at most 600x450, an
 * 80x80 thumbnail cropped from the middle at JPEG quality 0.8, a logo at most 73 high by 300 wide, and
 * uploads refused past the dimension limit (default 99999 pixels a side, effectively unlimited). Shared by
 * the browser (its canvas) and the server (sharp), so both size alike.
 */
export interface Size {
  width: number;
  height: number;
}

export const IMAGE_PREVIEW_MAX: Size = { width: 600, height: 450 };
export const IMAGE_THUMB_SIZE = 80;
export const IMAGE_THUMB_QUALITY = 0.8;
export const LOGO_MAX: Size = { width: 300, height: 73 };
export const DEFAULT_IMAGE_DIMENSION_LIMIT = 99999;

/** Scaled down (never up) to fit inside `max`, keeping the aspect ratio; at least 1x1. */
export function fitWithin(size: Size, max: Size): Size {
  const scale = Math.min(1, max.width / size.width, max.height / size.height);
  if (scale === 1) return { width: size.width, height: size.height };
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** Already inside `max`: no smaller copy is needed. */
export function fitsWithin(size: Size, max: Size): boolean {
  return size.width <= max.width && size.height <= max.height;
}

/** The largest centred square of the source: what a cropped square thumbnail shows. */
export function centreSquare(size: Size): { left: number; top: number; side: number } {
  const side = Math.min(size.width, size.height);
  return { left: Math.floor((size.width - side) / 2), top: Math.floor((size.height - side) / 2), side };
}

/** Past the dimension limit on either side (the product checks uploads by dimension). */
export function exceedsDimensionLimit(size: Size, limit: number = DEFAULT_IMAGE_DIMENSION_LIMIT): boolean {
  return size.width > limit || size.height > limit;
}
