import { Badge, Button, Paper, Stack, Text } from "@mantine/core";
import { IMPORTANT_DATE_KIND_LABELS, type TModule } from "@paydesk/validators";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataList, EditDeleteButtons, type DataColumns } from "../../components/DataList/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { DateFormModal } from "./DateFormModal.tsx";
import { DeleteDateModal } from "./DeleteDateModal.tsx";
import { TimeZonePanel } from "./TimeZonePanel.tsx";
import { DATES_PATH, span, type DateRow } from "./types.ts";

interface RowActions {
  edit: (row: DateRow) => void;
  delete: (row: DateRow) => void;
}

/** Dates set above the site (inherited) are shown but not changed here. */
const dateColumns = (actions: RowActions | null): DataColumns<DateRow> => [
  { header: "When", cell: span },
  {
    header: "Name",
    cell: (row) => (
      <>
        <Text size="sm" fw={600}>
          {row.title}
        </Text>
        {row.inherited && (
          <Text size="xs" c="dimmed">
            Set by {row.companyName}
          </Text>
        )}
      </>
    ),
  },
  {
    header: "Kind",
    cell: (row) => (
      <Badge variant="light" tt="none">
        {IMPORTANT_DATE_KIND_LABELS[row.kind]}
      </Badge>
    ),
  },
  actions && {
    header: "Actions",
    hideHeader: true,
    align: "right",
    cell: (row) =>
      !row.inherited && <EditDeleteButtons name={row.title} onEdit={() => actions.edit(row)} onDelete={() => actions.delete(row)} />,
  },
];

export function ImportantDatesPage() {
  return <MenuGate path={DATES_PATH}>{(session, module) => <DatesScreen session={session} module={module} />}</MenuGate>;
}

function DatesScreen({ session, module }: { session: Session; module: TModule }) {
  const [site, setSite] = useSiteParam(session);
  const canManage = hasPermission(session, "settings.manage");
  const [editing, setEditing] = useState<DateRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<DateRow | null>(null);
  const dates = useQuery(trpc.dates.list.queryOptions({ module, companyId: site.id }));

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title="School year and dates"
        description={`The school year, terms, breaks and events of ${site.name}. Dates set above it (by the district) are shown too.`}
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
              Add date
            </Button>
          )
        }
      />
      {canChooseSite(session) && (
        <Paper p="md" radius="lg">
          <SitePicker value={site} onChange={setSite} w={{ base: "100%", sm: 400 }} />
        </Paper>
      )}
      <TimeZonePanel module={module} site={site} canManage={canManage} />
      <DataList
        query={dates}
        flush
        rows={(data) => data.dates}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "date-row" })}
        label="Dates"
        columns={dateColumns(canManage ? { edit: setEditing, delete: setDeleting } : null)}
        horizontalSpacing="md"
        empty="No dates yet."
      />
      {editing && (
        <DateFormModal module={module} site={site} row={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteDateModal module={module} row={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
