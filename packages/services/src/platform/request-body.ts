import type { IncomingMessage } from "node:http";

/**
 * A raw request's body as text, or null once it grows past `maxBytes` (the built-in simulators
 * read their bodies themselves: they are served before, or without, Express's parsers).
 */
export async function readBodyText(req: IncomingMessage, maxBytes: number): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
