/**
 * The short post's length rule (docs/product/dashboard-images-promotions.md): the text may hold at most 139
 * characters minus the link's length, minus it once more when an image is attached (the image
 * travels as a link too). It lives here, below the domain, because the post schema needs it;
 * packages/domain/src/promotions re-exports it as the domain rule.
 */

/** The short post's total budget. */
export const SHORT_POST_MAX = 139;

/**
 * The length a link counts for in a short post, whatever its real length: the short-post service
 * wraps every link in its own short link of a fixed length (23, as the service's t.co links).
 */
export const SHORT_LINK_LENGTH = 23;

export interface ShortPostOptions {
  linkLength: number;
  withImage: boolean;
}

/** Characters the text may hold: 139 − link − (image ? link : 0). */
export function shortPostLimit({ linkLength, withImage }: ShortPostOptions): number {
  return SHORT_POST_MAX - linkLength - (withImage ? linkLength : 0);
}

/** Characters as the reader counts them: code points, so an emoji is one, not two UTF-16 units. */
export function shortPostLength(text: string): number {
  return [...text].length;
}

/** What the counter shows: negative once the text is over the limit. */
export function shortPostRemaining(text: string, options: ShortPostOptions): number {
  return shortPostLimit(options) - shortPostLength(text);
}
