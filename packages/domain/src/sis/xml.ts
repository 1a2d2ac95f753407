/**
 * Just enough XML for Synergy's SOAP-style envelopes: escaping, and reading the text of flat
 * elements. Not a general parser: the envelopes here have no attributes we read, no CDATA and
 * no nesting of an element inside one of the same name.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const UNESCAPES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => UNESCAPES[name]!);
}

/** Every `<name>…</name>` (any namespace prefix, attributes ignored), inner text raw. */
export function xmlElements(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>`, "g");
  return [...xml.matchAll(pattern)].map((m) => m[1]!);
}

/** The unescaped text of the first `<name>` element, or null. */
export function xmlText(xml: string, name: string): string | null {
  const [inner] = xmlElements(xml, name);
  return inner === undefined ? null : unescapeXml(inner.trim());
}

/** `<name>text</name>` with the text escaped. */
export function xmlElement(name: string, text: string): string {
  return `<${name}>${escapeXml(text)}</${name}>`;
}
