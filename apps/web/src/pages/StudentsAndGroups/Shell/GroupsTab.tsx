import { Badge, Group, Paper, Table, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { hasPermission } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { GroupUploadEntry } from "../Groups/index.ts";
import { StudentsAndGroupsLayout } from "./StudentsAndGroupsLayout.tsx";

/** `…/students-and-groups/groups` and `…/smartgroups`: a short list of the groups (issue 13 builds their screens). */
export function GroupsTabPage() {
  return (
    <StudentsAndGroupsLayout tab="groups">
      {(session, module) => (
        <>
          {/* The group CSV upload (upgroups) needs the permission that changes students and groups. */}
          {hasPermission(session, "uploads.manage") && (
            <Group justify="flex-end">
              <GroupUploadEntry module={module} />
            </Group>
          )}
          <GroupsList module={module} smart={false} />
        </>
      )}
    </StudentsAndGroupsLayout>
  );
}

export function SmartGroupsTabPage() {
  return (
    <StudentsAndGroupsLayout tab="smartgroups">
      {(_session, module) => <GroupsList module={module} smart />}
    </StudentsAndGroupsLayout>
  );
}

function GroupsList({ module, smart }: { module: TModule; smart: boolean }) {
  const groups = useQuery(trpc.studentsAdmin.groups.queryOptions({ module, smart }));
  const noun = smart ? "smart groups" : "groups";
  return (
    <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
      <QueryStates
        query={groups}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Text p="xl" ta="center" c="dimmed">
            No {noun} yet.
          </Text>
        }
      >
        {(rows) => (
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={smart ? "Smart groups" : "Groups"}>
            <Table.Thead bg="var(--mantine-color-gray-0)">
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>School</Table.Th>
                <Table.Th ta="right">{smart ? "Picks students by" : "Members"}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((g) => (
                <Table.Tr key={g.id} data-testid="group-row">
                  <Table.Td fw={600}>{g.name}</Table.Td>
                  <Table.Td>{g.companyName}</Table.Td>
                  <Table.Td ta="right">
                    {smart ? (
                      <Badge variant="light" color="grape" tt="none">
                        Rules
                      </Badge>
                    ) : (
                      g.members
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStates>
    </Paper>
  );
}
