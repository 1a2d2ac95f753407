/**
 * Keyset paging cursors: the last row's sort key as opaque base64url JSON, so a page deep into a
 * long list costs what the first does and a client cannot build SQL from a cursor. A cursor that
 * does not parse into the expected shape starts again from the top.
 */
export function encodeKeysetCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** `shape` names each position's type: "string" or "int". */
export function decodeKeysetCursor(after: string | undefined, shape: readonly ("string" | "int")[]): (string | number)[] | null {
  if (!after) return null;
  try {
    const key = JSON.parse(Buffer.from(after, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(key) || key.length !== shape.length) return null;
    const fits = shape.every((type, i) => (type === "int" ? Number.isInteger(key[i]) : typeof key[i] === "string"));
    return fits ? (key as (string | number)[]) : null;
  } catch {
    return null;
  }
}
