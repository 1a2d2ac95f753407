import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { IconFileUpload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";

type School = inferRouterOutputs<AppRouter>["schools"]["list"]["schools"][number];

const SCHOOL_COLUMNS: DataColumns<School> = [
  {
    header: "School",
    cell: (school) => (
      <>
        <Text fw={600}>{school.name}</Text>
        {school.kind !== "SCHOOL" && (
          <Badge variant="light" size="sm">
            {school.kind.toLowerCase()}
          </Badge>
        )}
      </>
    ),
  },
  { header: "Locator number", cell: (school) => school.externalId ?? "—" },
  { header: "Location", cell: (school) => [school.city, school.state, school.zip].filter(Boolean).join(", ") || "—" },
  { header: "Phone", cell: (school) => school.primaryPhone ?? "—" },
  {
    header: "Master administrator",
    cell: (school) =>
      school.masterAdmins.length
        ? school.masterAdmins.map((email) => (
            <Anchor key={email} href={`mailto:${email}`} size="sm" display="block">
              {email}
            </Anchor>
          ))
        : "—",
  },
];

/**
 * `/{module}/settings/schools` (docs/product/uploads.md): the district's schools, and the way to
 * upload more.
 */
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
      <DataList
        query={list}
        rows={(data) => data.schools}
        rowKey={(school) => school.id}
        rowProps={(school) => ({ "data-testid": `school-${school.id}` })}
        label="Schools"
        data-testid="schools-table"
        columns={SCHOOL_COLUMNS}
        minWidth={760}
        highlightOnHover
        empty={(data) => `${data.district.name} has no schools yet. Upload a CSV file of schools to add them.`}
        emptyTestId="schools-empty"
      />
    </Stack>
  );
}
