import { useCallback, useMemo, useState } from "react";
import { selectableKeys, summarize, toggleAllKeys, toggleKey, type SelectionSummary } from "./selection.ts";

export interface RowSelection<Row> extends SelectionSummary<Row> {
  isSelected: (row: Row) => boolean;
  isSelectable: (row: Row) => boolean;
  toggle: (row: Row) => void;
  toggleAll: () => void;
  /** Every selectable row on screen, whatever was chosen before. */
  selectAll: () => void;
  clear: () => void;
}

interface Options<Row, Key> {
  keyOf: (row: Row) => Key;
  /** Rows that may not be selected (e.g. read-only ones) get no checkbox and are skipped by select-all. */
  isSelectable?: (row: Row) => boolean;
  /** Start with every selectable row chosen (a list the user thins out rather than picks from). */
  initiallyAll?: boolean;
}

/** Which rows of a list are selected for a mass action; see selection.ts for the rules. */
export function useRowSelection<Row, Key>(rows: readonly Row[], { keyOf, isSelectable, initiallyAll = false }: Options<Row, Key>): RowSelection<Row> {
  const [selected, setSelected] = useState<ReadonlySet<Key>>(() => (initiallyAll ? selectableKeys(rows, keyOf, isSelectable) : new Set()));
  const summary = useMemo(() => summarize(rows, keyOf, selected, isSelectable), [rows, keyOf, selected, isSelectable]);
  const clear = useCallback(() => setSelected(new Set()), []);
  return {
    ...summary,
    isSelected: (row) => selected.has(keyOf(row)) && (!isSelectable || isSelectable(row)),
    isSelectable: (row) => !isSelectable || isSelectable(row),
    toggle: (row) => setSelected((current) => toggleKey(current, keyOf(row))),
    toggleAll: () => setSelected((current) => toggleAllKeys(rows, keyOf, current, isSelectable)),
    selectAll: () => setSelected(selectableKeys(rows, keyOf, isSelectable)),
    clear,
  };
}
