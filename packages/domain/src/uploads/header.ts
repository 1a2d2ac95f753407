/**
 * Header row detection for CSV uploads: files arrive with or without a header row, and
 * some carry a title line or blank lines above it. Given the first rows of the file and the
 * kind's header words (schools: email, phone, zip; students: grade, name, balance), the header is
 * the earliest row where enough cells contain one of those words. Pure: the browser runs it on the
 * parsed preview, tests run it on tables.
 */

/** How many rows from the top may hold the header (a title and a few blank lines above it). */
export const HEADER_SCAN_ROWS = 10;

/**
 * A cell's words: lower case, split on anything that is not a letter or digit. Hyphens and dots
 * inside a word join it ("E-mail" → "email", "zip.code" → "zip", "code").
 */
export function headerCellWords(cell: string): string[] {
  return cell
    .toLowerCase()
    .replace(/(?<=[a-z0-9])[-.'](?=[a-z0-9])/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function normalizedWords(words: readonly string[]): Set<string> {
  return new Set(words.flatMap(headerCellWords));
}

/** True when one of the cell's words (or the whole cell run together) is a header word. */
export function cellHasHeaderWord(cell: string, words: ReadonlySet<string>): boolean {
  const parts = headerCellWords(cell);
  return parts.some((w) => words.has(w)) || words.has(parts.join(""));
}

/**
 * Cells that must name header words for the row to count as the header: two, or every filled
 * cell when the row has fewer (a one-column file of group names has a one-cell header).
 */
function neededMatches(filledCells: number): number {
  return Math.min(2, filledCells);
}

/**
 * The index of the header row among `rows` (only the first HEADER_SCAN_ROWS are looked at), or
 * null when none qualifies: the file then starts with data and columns map by position.
 * A row qualifies when at least two of its filled cells (all of them, if fewer) carry a header
 * word and no filled cell is a plain number (data rows of accounts and balances are numbers).
 * Among qualifying rows the one with the most matching cells wins; ties go to the earliest.
 */
export function detectHeaderRow(rows: readonly (readonly string[])[], headerWords: readonly string[]): number | null {
  const words = normalizedWords(headerWords);
  if (words.size === 0) return null;
  let best: { index: number; matches: number } | null = null;
  rows.slice(0, HEADER_SCAN_ROWS).forEach((row, index) => {
    const filled = row.map((c) => c.trim()).filter(Boolean);
    if (filled.length === 0) return;
    if (filled.some((c) => /^[-+]?[\d,]*\.?\d+$/.test(c))) return;
    const matches = filled.filter((c) => cellHasHeaderWord(c, words)).length;
    if (matches < neededMatches(filled.length)) return;
    if (!best || matches > best.matches) best = { index, matches };
  });
  return (best as { index: number } | null)?.index ?? null;
}
