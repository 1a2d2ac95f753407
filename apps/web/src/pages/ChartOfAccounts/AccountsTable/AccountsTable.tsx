import { Badge, Button, Table, Text, Tooltip } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { RowSelection } from "../../../components/RowSelection/index.ts";
import { ActionsHeader, SelectableRow, SelectAllHeader, SelectRowCell } from "../../../components/SelectableTable/index.ts";
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
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Accounts" aria-busy={busy || undefined}>
        <Table.Thead bg="var(--mantine-color-gray-0)">
          <Table.Tr>
            {canManage && <SelectAllHeader selection={selection} />}
            <Table.Th>Account number</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Shared</Table.Th>
            <Table.Th>Owner site</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            {canManage && <ActionsHeader w={110} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((account) => (
            <SelectableRow
              key={account.id}
              selection={selection}
              row={account}
              data-testid="coa-row"
              data-number={account.number}
            >
              {canManage && <SelectRowCell selection={selection} row={account} label={accountLabel(account)} />}
              <Table.Td fw={600} data-testid="coa-number">
                {account.number}
              </Table.Td>
              <Table.Td data-testid="coa-name">{account.name}</Table.Td>
              <Table.Td>
                {account.isShared ? (
                  <Badge size="sm" variant="light" color="grape" tt="none">
                    Shared with sub-sites
                  </Badge>
                ) : (
                  <Badge size="sm" variant="light" color="gray" tt="none">
                    Private
                  </Badge>
                )}
              </Table.Td>
              <Table.Td data-testid="coa-owner">
                <Text size="sm">{account.companyName}</Text>
              </Table.Td>
              <Table.Td ta="right" data-testid="coa-items">
                {account.itemCount}
              </Table.Td>
              {canManage && (
                <Table.Td ta="right">
                  {isDeletable(account) ? (
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Delete ${accountLabel(account)}`}
                      onClick={() => onDelete(account)}
                    >
                      Delete
                    </Button>
                  ) : (
                    <Tooltip label={`Shared by ${account.companyName}: only its administrators change it.`} withArrow>
                      <Text size="xs" c="dimmed" data-testid="coa-read-only">
                        Shared from above
                      </Text>
                    </Tooltip>
                  )}
                </Table.Td>
              )}
            </SelectableRow>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
