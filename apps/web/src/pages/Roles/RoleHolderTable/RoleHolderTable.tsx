import { Badge, Button } from "@mantine/core";
import { DataTable, PersonCell, type DataColumns, type DataTableProps } from "../../../components/DataList/index.ts";
import type { RoleUser } from "../types.ts";

interface RoleHolderTableProps extends Pick<DataTableProps<RoleUser>, "minWidth" | "maxHeight" | "verticalSpacing"> {
  /** Names the table for screen readers: whose holders of which role. */
  label: string;
  holders: readonly RoleUser[];
  /** Offers each holder's revoke; left out for someone who may only look. */
  onRevoke?: (holder: RoleUser) => void;
  /** The test id of each row, read by the browser tests. */
  rowTestId: string;
  "data-testid"?: string;
}

/**
 * The administrators holding a role: the person, their site, and a revoke button named after them.
 * The role editor and the assign dialog list holders with it, so both read alike.
 */
export function RoleHolderTable({ label, holders, onRevoke, rowTestId, ...tableProps }: RoleHolderTableProps) {
  return (
    <DataTable
      label={label}
      columns={holderColumns(onRevoke)}
      rows={holders}
      rowKey={(holder) => holder.userId}
      rowProps={() => ({ "data-testid": rowTestId })}
      {...tableProps}
    />
  );
}

function holderColumns(onRevoke: ((holder: RoleUser) => void) | undefined): DataColumns<RoleUser> {
  return [
    { header: "Name", cell: (holder) => <PersonCell name={holder.name} email={holder.email} avatar /> },
    {
      header: "Site",
      cell: (holder) => (
        <Badge variant="light" color="gray" tt="none">
          {holder.companyName}
        </Badge>
      ),
    },
    onRevoke && {
      header: "Actions",
      hideHeader: true,
      align: "right",
      cell: (holder) => (
        <Button size="xs" variant="subtle" color="red" onClick={() => onRevoke(holder)} aria-label={`Revoke ${holder.name}`}>
          Revoke
        </Button>
      ),
    },
  ];
}
