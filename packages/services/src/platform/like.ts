/**
 * Prisma's `contains` puts the text into LIKE unescaped: a searched "%" or "_" would match
 * anything. Escaped with PostgreSQL's default escape character, they match themselves.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
