import { Badge, Button, Text, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMemo } from "react";
import { DataTable, useStableHandler, type DataColumns } from "../../../components/DataList/index.ts";
import type { RowSelection } from "../../../components/RowSelection/index.ts";
import { accountLabel, type CoaRow } from "../types.ts";

interface AccountsTableProps {
  rows: readonly CoaRow[];
  /** Without coa.manage the list is read-only: no selection, no delete. */
  canManage: boolean;
  /** Made with `isSelectable: isDeletable`. */
  selection: RowSelection<CoaRow>;
  onDelete: (account: CoaRow) => void;
  busy?: boolean;
}

/** Only the owner site deletes an account; a shared one from a company above is listed for use only. */
export const isDeletable = (account: CoaRow) => account.owned;

/** The accounts of one kind, with select-all, row checkboxes and a delete action per row. */
export function AccountsTable({ rows, canManage, selection, onDelete, busy }: AccountsTableProps) {
  // Kept across renders, so a page render (a keystroke, a query's answer) does not redraw every row.
  const remove = useStableHandler(onDelete);
  const columns = useMemo<DataColumns<CoaRow>>(
    () => [
      {
        header: "Account number",
        cellTestId: "coa-number",
        cell: (account) => (
          <Text span inherit fw={600}>
            {account.number}
          </Text>
        ),
      },
      { header: "Name", cellTestId: "coa-name", cell: (account) => account.name },
      {
        header: "Shared",
        cell: (account) =>
          account.isShared ? (
            <Badge size="sm" variant="light" color="grape" tt="none">
              Shared with sub-sites
            </Badge>
          ) : (
            <Badge size="sm" variant="light" color="gray" tt="none">
              Private
            </Badge>
          ),
      },
      { header: "Owner site", cellTestId: "coa-owner", cell: (account) => <Text size="sm">{account.companyName}</Text> },
      { header: "Items", align: "right", cellTestId: "coa-items", cell: (account) => account.itemCount },
      canManage && {
        header: "Actions",
        hideHeader: true,
        align: "right",
        width: 110,
        cell: (account) =>
          isDeletable(account) ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              aria-label={`Delete ${accountLabel(account)}`}
              onClick={() => remove(account)}
            >
              Delete
            </Button>
          ) : (
            <Tooltip label={`Shared by ${account.companyName}: only its administrators change it.`} withArrow>
              <Text size="xs" c="dimmed" data-testid="coa-read-only">
                Shared from above
              </Text>
            </Tooltip>
          ),
      },
    ],
    [canManage, remove],
  );
  return (
    <DataTable
      label="Accounts"
      aria-busy={busy || undefined}
      minWidth={720}
      horizontalSpacing="md"
      highlightOnHover
      shadedHeader
      rows={rows}
      rowKey={(account) => account.id}
      rowProps={(account) => ({ "data-testid": "coa-row", "data-number": account.number })}
      selection={canManage ? { state: selection, rowLabel: accountLabel } : undefined}
      columns={columns}
    />
  );
}
