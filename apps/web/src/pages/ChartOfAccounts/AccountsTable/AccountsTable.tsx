import { Badge, Button, Checkbox, Table, Text, Tooltip, VisuallyHidden } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { accountLabel, type CoaRow } from "../types.ts";

interface AccountsTableProps {
  rows: readonly CoaRow[];
  /** Without coa.manage the list is read-only: no selection, no delete. */
  canManage: boolean;
  selected: ReadonlySet<number>;
  onToggle: (account: CoaRow) => void;
  onToggleAll: () => void;
  onDelete: (account: CoaRow) => void;
  busy?: boolean;
}

/** Only the owner site deletes an account; a shared one from a company above is listed for use only. */
export const isDeletable = (account: CoaRow) => account.owned;

/** The accounts of one kind, with select-all, row checkboxes and a delete action per row. */
export function AccountsTable({ rows, canManage, selected, onToggle, onToggleAll, onDelete, busy }: AccountsTableProps) {
  const deletable = rows.filter(isDeletable);
  const selectedCount = deletable.filter((a) => selected.has(a.id)).length;
  const allSelected = deletable.length > 0 && selectedCount === deletable.length;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Accounts" aria-busy={busy || undefined}>
        <Table.Thead bg="var(--mantine-color-gray-0)">
          <Table.Tr>
            {canManage && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select all"
                  checked={allSelected}
                  indeterminate={selectedCount > 0 && !allSelected}
                  disabled={deletable.length === 0}
                  onChange={onToggleAll}
                />
              </Table.Th>
            )}
            <Table.Th>Account number</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Shared</Table.Th>
            <Table.Th>Owner site</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            {canManage && (
              <Table.Th w={110}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((account) => (
            <Table.Tr
              key={account.id}
              data-testid="coa-row"
              data-number={account.number}
              bg={selected.has(account.id) ? "var(--mantine-color-indigo-0)" : undefined}
            >
              {canManage && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${accountLabel(account)}`}
                    checked={selected.has(account.id)}
                    disabled={!isDeletable(account)}
                    onChange={() => onToggle(account)}
                  />
                </Table.Td>
              )}
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
