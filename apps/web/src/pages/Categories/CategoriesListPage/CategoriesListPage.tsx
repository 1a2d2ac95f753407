import { Badge, Button, Paper, Stack, Table, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconCategory, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";

/** `/{module}/settings/categories`: the site's categories; create one, or delete one step by step. */
export function CategoriesListPage() {
  return (
    <MenuGate path="settings/categories">{(session, module) => <CategoriesList session={session} module={module} />}</MenuGate>
  );
}

function CategoriesList({ session, module }: { session: Session; module: TModule }) {
  const { search } = useLocation();
  const [site, setSite] = useSiteParam(session);
  const canManage = hasPermission(session, "settings.manage");
  const categories = useQuery(trpc.categories.find.queryOptions({ module, companyId: site.id }));

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Categories"
        description="Items belong to a category, and roles can be limited to some categories."
        actions={
          canManage && (
            <Button
              component={Link}
              to={modulePath(module, `access-control/categories/create${search}`)}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Create category
            </Button>
          )
        }
      />

      {canChooseSite(session) && <SitePicker value={site} onChange={setSite} maw={420} data-testid="categories-site" />}

      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        <QueryStates
          query={categories}
          isEmpty={(data) => data.length === 0}
          empty={
            <Stack align="center" gap={6} py="xl" ta="center">
              <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                <IconCategory size={24} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>No categories yet</Text>
              <Text size="sm" c="dimmed">
                {site.name} has no categories. Create one to group items.
              </Text>
            </Stack>
          }
        >
          {(data) => (
            <Table.ScrollContainer minWidth={560}>
              <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-label="Categories">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Category</Table.Th>
                    <Table.Th ta="right">Items</Table.Th>
                    <Table.Th ta="right">Restricted roles</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((category) => (
                    <Table.Tr key={category.id} data-testid="category-row">
                      <Table.Td fw={600}>{category.name}</Table.Td>
                      <Table.Td ta="right">
                        <Badge variant={category.itemCount ? "light" : "transparent"} color="gray">
                          {category.itemCount}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Badge variant={category.roleCount ? "light" : "transparent"} color="gray">
                          {category.roleCount}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right" w={120}>
                        {canManage && (
                          <Button
                            component={Link}
                            to={modulePath(module, `access-control/categories/${category.id}/delete${search}`)}
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} aria-hidden />}
                            aria-label={`Delete ${category.name}`}
                          >
                            Delete
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryStates>
      </Paper>
    </Stack>
  );
}
