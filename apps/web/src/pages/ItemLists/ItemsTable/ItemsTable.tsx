import { ActionIcon, Anchor, Badge, Checkbox, Menu, Stack, Switch, Table, Text, Tooltip } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { IconCalculator, IconDots, IconLink, IconPencil, IconPlayerPlay, IconRestore } from "@tabler/icons-react";
import { memo, useMemo } from "react";
import { Link } from "react-router";
import { useStableHandler } from "../../../components/DataList/index.ts";
import type { RowSelection } from "../../../components/RowSelection/index.ts";
import { ActionsHeader, SelectableRow, SelectAllHeader, SelectRowCell } from "../../../components/SelectableTable/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { TYPE_LABELS, type ItemRow } from "../types.ts";
import { formatDate } from "../../../lib/dates.ts";

/** What a row's own controls do; the page runs them and reports the outcome. */
export interface RowActions {
  setFlag: (row: ItemRow, flag: "active" | "visible", value: boolean) => void;
  setPnp: (row: ItemRow, checked: boolean) => void;
  runPnp: (row: ItemRow) => void;
  showTotals: (row: ItemRow) => void;
  copyPayLink: (row: ItemRow) => void;
  restore: (row: ItemRow) => void;
}

interface ItemsTableProps {
  module: TModule;
  rows: readonly ItemRow[];
  /** Show the kind column: the list holds several kinds. */
  showType: boolean;
  /** Without items.manage the list is read-only: no selection, switches locked. */
  canManage: boolean;
  selection: RowSelection<ItemRow>;
  actions: RowActions;
  /** Codes of rows with a change on the way: their controls wait for the answer. */
  pending: ReadonlySet<string>;
  busy?: boolean;
}


function StatusBadge({ row }: { row: ItemRow }) {
  if (row.status === "TRASH") {
    return (
      <Badge color="gray" variant="light" tt="none">
        {row.isDraft ? "Trash (draft)" : "Trash"}
      </Badge>
    );
  }
  if (row.isDraft) {
    return (
      <Badge color="yellow" variant="light" tt="none">
        Draft
      </Badge>
    );
  }
  return (
    <Badge color="teal" variant="light" tt="none">
      Ready
    </Badge>
  );
}

/** The items of one page, with select-all, row checkboxes, the active/visible switches and a row menu. */
export function ItemsTable({ module, rows, showType, canManage, selection, actions, pending, busy }: ItemsTableProps) {
  // The rows are memoized: they get callbacks that keep their identity and booleans of their own,
  // so a change of one row's selection or pending state, or a page render, redraws that row only.
  const toggle = useStableHandler(selection.toggle);
  const setFlag = useStableHandler(actions.setFlag);
  const setPnp = useStableHandler(actions.setPnp);
  const runPnp = useStableHandler(actions.runPnp);
  const showTotals = useStableHandler(actions.showTotals);
  const copyPayLink = useStableHandler(actions.copyPayLink);
  const restore = useStableHandler(actions.restore);
  const rowActions = useMemo<RowActions>(
    () => ({ setFlag, setPnp, runPnp, showTotals, copyPayLink, restore }),
    [setFlag, setPnp, runPnp, showTotals, copyPayLink, restore],
  );
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Items" aria-busy={busy || undefined}>
        <Table.Thead bg="var(--mantine-color-gray-0)">
          <Table.Tr>
            {canManage && <SelectAllHeader selection={selection} />}
            <Table.Th>Item</Table.Th>
            {showType && <Table.Th>Kind</Table.Th>}
            <Table.Th miw={110}>Status</Table.Th>
            <Table.Th>Payee</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th>Active</Table.Th>
            <Table.Th>Visible</Table.Th>
            <Table.Th>
              <Tooltip label="Take part in the paid / not paid report" withArrow>
                <span>Paid / not paid</span>
              </Tooltip>
            </Table.Th>
            <ActionsHeader />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <ItemTableRow
              key={row.id}
              module={module}
              row={row}
              showType={showType}
              canManage={canManage}
              selected={selection.isSelected(row)}
              selectable={selection.isSelectable(row)}
              waiting={pending.has(row.code)}
              onToggle={toggle}
              actions={rowActions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface ItemTableRowProps {
  module: TModule;
  row: ItemRow;
  showType: boolean;
  canManage: boolean;
  selected: boolean;
  selectable: boolean;
  /** A change of this row is on the way: its controls wait for the answer. */
  waiting: boolean;
  onToggle: (row: ItemRow) => void;
  actions: RowActions;
}

const ItemTableRow = memo(function ItemTableRow({
  module,
  row,
  showType,
  canManage,
  selected,
  selectable,
  waiting,
  onToggle,
  actions,
}: ItemTableRowProps) {
  const locked = !canManage || waiting || row.status === "TRASH";
  return (
    <SelectableRow selected={selected} data-testid="item-row" data-code={row.code}>
      {canManage && <SelectRowCell row={row} label={row.title} selected={selected} selectable={selectable} onToggle={onToggle} />}
      <Table.Td>
        <Stack gap={2}>
          <Anchor component={Link} to={modulePath(module, `payments/edit/${row.id}`)} fw={600} data-testid="item-title">
            {row.title}
          </Anchor>
          <Text size="xs" c="dimmed">
            {row.code}
            {row.category ? ` · ${row.category.name}` : ""} · modified {formatDate(row.updatedAt, "date")}
          </Text>
        </Stack>
      </Table.Td>
      {showType && <Table.Td>{TYPE_LABELS[row.type]}</Table.Td>}
      <Table.Td data-testid="item-status" style={{ whiteSpace: "nowrap" }}>
        <StatusBadge row={row} />
      </Table.Td>
      <Table.Td data-testid="item-payee">{row.payee?.name ?? <Text c="dimmed">—</Text>}</Table.Td>
      <Table.Td ta="right" data-testid="item-price">
        {formatCents(row.amountCents)}
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Active: ${row.title}`}
          checked={row.active}
          disabled={locked}
          onChange={(e) => actions.setFlag(row, "active", e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={`Visible: ${row.title}`}
          checked={row.visible}
          disabled={locked}
          onChange={(e) => actions.setFlag(row, "visible", e.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Tooltip
          label={row.pnpComputedAt ? `Report computed ${formatDate(row.pnpComputedAt)}` : "Report not computed yet"}
          disabled={!row.pnpCalc}
          withArrow
        >
          <Checkbox
            aria-label={`Paid / not paid report: ${row.title}`}
            checked={row.pnpCalc}
            disabled={!canManage || waiting}
            onChange={(e) => actions.setPnp(row, e.currentTarget.checked)}
            data-testid="item-pnp"
            data-computed={row.pnpComputedAt ? "yes" : "no"}
          />
        </Tooltip>
      </Table.Td>
      <Table.Td ta="right">
        <RowMenu module={module} row={row} canManage={canManage} actions={actions} />
      </Table.Td>
    </SelectableRow>
  );
});

function RowMenu({
  module,
  row,
  canManage,
  actions,
}: {
  module: TModule;
  row: ItemRow;
  canManage: boolean;
  actions: RowActions;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${row.title}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={modulePath(module, `payments/edit/${row.id}`)}
          leftSection={<IconPencil size={14} aria-hidden />}
        >
          Edit
        </Menu.Item>
        <Menu.Item leftSection={<IconLink size={14} aria-hidden />} onClick={() => actions.copyPayLink(row)}>
          Copy pay link
        </Menu.Item>
        <Menu.Item leftSection={<IconCalculator size={14} aria-hidden />} onClick={() => actions.showTotals(row)}>
          Totals
        </Menu.Item>
        {canManage && (
          <Menu.Item
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            disabled={!row.pnpCalc}
            onClick={() => actions.runPnp(row)}
          >
            Run paid/not paid
          </Menu.Item>
        )}
        {canManage && row.status === "TRASH" && (
          <Menu.Item leftSection={<IconRestore size={14} aria-hidden />} onClick={() => actions.restore(row)}>
            Restore
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
