import { Badge, Button, Stack, Text, ThemeIcon } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { IconCategory, IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";

type Category = inferRouterOutputs<AppRouter>["categories"]["find"][number];

const countBadge = (count: number) => (
  <Badge variant={count ? "light" : "transparent"} color="gray">
    {count}
  </Badge>
);

/** The delete column shows only to those who may manage settings (`deletePath` given). */
const categoryColumns = (deletePath: ((category: Category) => string) | null): DataColumns<Category> => [
  { header: "Category", cell: (category) => <Text fw={600} size="sm">{category.name}</Text> },
  { header: "Items", align: "right", cell: (category) => countBadge(category.itemCount) },
  { header: "Restricted roles", align: "right", cell: (category) => countBadge(category.roleCount) },
  {
    header: "Actions",
    hideHeader: true,
    align: "right",
    width: 120,
    cell: (category) =>
      deletePath && (
        <Button
          component={Link}
          to={deletePath(category)}
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          aria-label={`Delete ${category.name}`}
        >
          Delete
        </Button>
      ),
  },
];

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

      <DataList
        query={categories}
        flush
        rows={(data) => data}
        rowKey={(category) => category.id}
        rowProps={() => ({ "data-testid": "category-row" })}
        label="Categories"
        columns={categoryColumns(canManage ? (category) => modulePath(module, `access-control/categories/${category.id}/delete${search}`) : null)}
        minWidth={560}
        horizontalSpacing="lg"
        highlightOnHover
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
      />
    </Stack>
  );
}
