import { Checkbox, Table, VisuallyHidden, type TableThProps, type TableTrProps } from "@mantine/core";
import type { RowSelection } from "../RowSelection/index.ts";

/** The select-all box of a list's header: checked, indeterminate or empty from the selection. */
export function SelectAllHeader<Row>({ selection, label = "Select all" }: { selection: RowSelection<Row>; label?: string }) {
  return (
    <Table.Th w={40}>
      <Checkbox
        aria-label={label}
        checked={selection.allSelected}
        indeterminate={selection.indeterminate}
        disabled={selection.noneSelectable}
        onChange={selection.toggleAll}
      />
    </Table.Th>
  );
}

interface SelectRowCellProps<Row> {
  row: Row;
  /** Names the row for screen readers: "Select <label>". */
  label: string;
  selected: boolean;
  selectable: boolean;
  /** Called with the row, so one function serves every row and a memoized row keeps its props. */
  onToggle: (row: Row) => void;
}

/** A row the selection may not take shows a disabled box, so the user sees it is not offered. */
export function SelectRowCell<Row>({ row, label, selected, selectable, onToggle }: SelectRowCellProps<Row>) {
  return (
    <Table.Td>
      <Checkbox aria-label={`Select ${label}`} checked={selected} disabled={!selectable} onChange={() => onToggle(row)} />
    </Table.Td>
  );
}

/** A body row highlighted while selected. */
export function SelectableRow({ selected, ...props }: TableTrProps & { selected: boolean }) {
  return <Table.Tr bg={selected ? "var(--mantine-color-indigo-0)" : undefined} {...props} />;
}

/** The header of a row-actions column: named for screen readers, empty on screen. */
export function ActionsHeader(props: TableThProps) {
  return (
    <Table.Th w={56} {...props}>
      <VisuallyHidden>Actions</VisuallyHidden>
    </Table.Th>
  );
}
