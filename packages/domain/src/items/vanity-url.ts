/**
 * Vanity URL names and pay-for-item links (docs/product/items-and-fees.md, Pay links and who may pay).
 *
 * Our reading: "spaces become hyphens" literally, one hyphen per whitespace character (runs are
 * not collapsed, case is kept), and "letters" are ASCII letters, so accented letters are dropped
 * rather than transliterated; the result is then safe in a URL path without escaping.
 */

/** Spaces become hyphens; only letters, digits and hyphens are kept. */
export function toVanitySlug(raw: string): string {
  return raw.replace(/\s/g, "-").replace(/[^A-Za-z0-9-]/g, "");
}

/** Used when an item has no vanity name: the link still needs a path segment. */
export const DEFAULT_ITEM_SLUG = "item";

/**
 * Pay-for-item links have the shape /pay/for/{item-slug}/{item code}. The slug is cleaned
 * again, so a stored legacy name cannot break the path; the code is URL-encoded because item
 * codes are not limited to URL-safe characters.
 */
export function payForItemPath(slug: string, itemCode: string): string {
  const cleanSlug = toVanitySlug(slug) || DEFAULT_ITEM_SLUG;
  return `/pay/for/${cleanSlug}/${encodeURIComponent(itemCode)}`;
}
