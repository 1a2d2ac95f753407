import { Anchor, Badge, Button, Paper, Stack, Table, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { IconFileUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";

type SchoolList = inferRouterOutputs<AppRouter>["schools"]["list"];

/** `/{module}/settings/schools` (spec 2 §2): the district's schools, and the way to upload more. */
export function SchoolsListPage() {
  return <MenuGate path="settings/schools">{(session, module) => <SchoolsList session={session} module={module} />}</MenuGate>;
}

function SchoolsList({ session, module }: { session: Session; module: TModule }) {
  const list = useQuery(trpc.schools.list.queryOptions({ module }));
  const canUpload = hasPermission(session, "uploads.manage");
  return (
    <Stack gap="lg" maw={1180}>
      <PageHeader
        title="Schools"
        description={`The schools of ${session.company.name}, each with its master administrator.`}
        actions={
          canUpload && (
            <Button component={Link} to={`/${module}/settings/schools/upload-site`} leftSection={<IconFileUpload size={16} aria-hidden />}>
              Upload schools
            </Button>
          )
        }
      />
      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        <QueryStates query={list}>{(data) => <SchoolsTable data={data} />}</QueryStates>
      </Paper>
    </Stack>
  );
}

function SchoolsTable({ data }: { data: SchoolList }) {
  if (data.schools.length === 0) {
    return (
      <Text c="dimmed" data-testid="schools-empty">
        {data.district.name} has no schools yet. Upload a CSV file of schools to add them.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Schools" data-testid="schools-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>School</Table.Th>
            <Table.Th>Locator number</Table.Th>
            <Table.Th>Location</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Master administrator</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.schools.map((school) => (
            <Table.Tr key={school.id} data-testid={`school-${school.id}`}>
              <Table.Td>
                <Text fw={600}>{school.name}</Text>
                {school.kind !== "SCHOOL" && (
                  <Badge variant="light" size="sm">
                    {school.kind.toLowerCase()}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{school.externalId ?? "—"}</Table.Td>
              <Table.Td>{[school.city, school.state, school.zip].filter(Boolean).join(", ") || "—"}</Table.Td>
              <Table.Td>{school.primaryPhone ?? "—"}</Table.Td>
              <Table.Td>
                {school.masterAdmins.length
                  ? school.masterAdmins.map((email) => (
                      <Anchor key={email} href={`mailto:${email}`} size="sm" display="block">
                        {email}
                      </Anchor>
                    ))
                  : "—"}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
