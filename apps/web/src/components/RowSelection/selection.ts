/**
 * Row selection as plain data, so the rules are tested once: only rows on screen (and allowed to
 * be selected) count, so a filter, search or page change never acts on rows the user cannot see.
 */
export interface SelectionSummary<Row> {
  /** The selected rows among those on screen, in screen order. */
  selectedRows: Row[];
  /** Every selectable row on screen is selected (false when there is none). */
  allSelected: boolean;
  /** Some but not all: the select-all box shows the indeterminate state. */
  indeterminate: boolean;
  /** No row on screen may be selected: the select-all box is disabled. */
  noneSelectable: boolean;
}

export function summarize<Row, Key>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  selected: ReadonlySet<Key>,
  isSelectable: (row: Row) => boolean = () => true,
): SelectionSummary<Row> {
  const selectable = rows.filter(isSelectable);
  const selectedRows = selectable.filter((row) => selected.has(keyOf(row)));
  const allSelected = selectable.length > 0 && selectedRows.length === selectable.length;
  return {
    selectedRows,
    allSelected,
    indeterminate: selectedRows.length > 0 && !allSelected,
    noneSelectable: selectable.length === 0,
  };
}

export function toggleKey<Key>(selected: ReadonlySet<Key>, key: Key): Set<Key> {
  const next = new Set(selected);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** The keys of every row on screen that may be selected. */
export function selectableKeys<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key, isSelectable: (row: Row) => boolean = () => true): Set<Key> {
  return new Set(rows.filter(isSelectable).map(keyOf));
}

/** Select-all: with everything on screen selected it clears, otherwise it selects every selectable row on screen. */
export function toggleAllKeys<Row, Key>(
  rows: readonly Row[],
  keyOf: (row: Row) => Key,
  selected: ReadonlySet<Key>,
  isSelectable: (row: Row) => boolean = () => true,
): Set<Key> {
  if (summarize(rows, keyOf, selected, isSelectable).allSelected) return new Set();
  return selectableKeys(rows, keyOf, isSelectable);
}
