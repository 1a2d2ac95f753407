import { Badge, Button, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { IMPORTANT_DATE_KIND_LABELS, type TModule } from "@paydesk/validators";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { DateFormModal } from "./DateFormModal.tsx";
import { DeleteDateModal } from "./DeleteDateModal.tsx";
import { DATES_PATH, span, type DateRow } from "./types.ts";

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
      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        <QueryStates
          query={dates}
          isEmpty={(data) => data.dates.length === 0}
          empty={
            <Text p="xl" ta="center" c="dimmed">
              No dates yet.
            </Text>
          }
        >
          {(data) => (
            <Table verticalSpacing="sm" horizontalSpacing="md" aria-label="Dates">
              <Table.Thead bg="var(--mantine-color-gray-0)">
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  {canManage && <Table.Th aria-label="Actions" />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.dates.map((row) => (
                  <Table.Tr key={row.id} data-testid="date-row">
                    <Table.Td>{span(row)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.title}
                      </Text>
                      {row.inherited && (
                        <Text size="xs" c="dimmed">
                          Set by {row.companyName}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" tt="none">
                        {IMPORTANT_DATE_KIND_LABELS[row.kind]}
                      </Badge>
                    </Table.Td>
                    {canManage && (
                      <Table.Td ta="right">
                        {!row.inherited && (
                          <Group gap={4} justify="flex-end" wrap="nowrap">
                            <Button
                              size="xs"
                              variant="subtle"
                              leftSection={<IconPencil size={14} aria-hidden />}
                              aria-label={`Edit ${row.title}`}
                              onClick={() => setEditing(row)}
                            >
                              Edit
                            </Button>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              leftSection={<IconTrash size={14} aria-hidden />}
                              aria-label={`Delete ${row.title}`}
                              onClick={() => setDeleting(row)}
                            >
                              Delete
                            </Button>
                          </Group>
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryStates>
      </Paper>
      {editing && (
        <DateFormModal module={module} site={site} row={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      {deleting && <DeleteDateModal module={module} row={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  );
}
