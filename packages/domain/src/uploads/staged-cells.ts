/**
 * A staged row stored as its cells in a fixed column order (a JSON array) instead of an object
 * keyed by column: for an upload kind whose rows have many columns (students: 43), the column
 * names were two thirds of every staged row's bytes, which PostgreSQL parsed again for each chunk
 * and stored for each row. The order is the stored format: a kind that changes it must migrate
 * its staged rows. Statements read cell i as `data->>i`; a missing cell (past the end) reads as
 * null, which the kinds read as empty, so trailing empty cells are left out.
 */

/** The row's cells in `columns`' order, up to its last filled one; keys not in `columns` are left out. */
export function cellsOfRow(columns: readonly string[], row: Readonly<Record<string, string | undefined>>): string[] {
  const cells: string[] = new Array<string>(columns.length);
  let length = 0;
  for (let i = 0; i < columns.length; i++) {
    const cell = row[columns[i]!] ?? "";
    cells[i] = cell;
    if (cell !== "") length = i + 1;
  }
  cells.length = length;
  return cells;
}

/**
 * The row a staged cell list stands for: only its filled cells, keyed by column (the others read
 * as empty). A value that is not a list (a row staged keyed by column) is taken as it is, its
 * empty cells left out the same way.
 */
export function rowOfCells(columns: readonly string[], staged: unknown): Record<string, string> {
  const row: Record<string, string> = {};
  if (Array.isArray(staged)) {
    staged.forEach((cell, i) => {
      if (i < columns.length && typeof cell === "string" && cell !== "") row[columns[i]!] = cell;
    });
  } else if (staged && typeof staged === "object") {
    for (const [key, cell] of Object.entries(staged)) if (typeof cell === "string" && cell !== "") row[key] = cell;
  }
  return row;
}
