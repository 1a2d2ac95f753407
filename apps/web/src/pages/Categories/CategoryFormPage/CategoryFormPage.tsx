import { Anchor, Breadcrumbs, Button, Checkbox, Collapse, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZCreateCategoryRequestSchema, type TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { useSiteParam } from "../../../components/SitePicker/index.ts";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import type { FlashState } from "../../../lib/flash.ts";
import type { Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { AssignAdminsModal, AssignPromptModal } from "../../Roles/AssignAdmins/index.ts";

interface CategoryFormValues {
  name: string;
  withRole: boolean;
  roleName: string;
}

/** `/{module}/access-control/categories/create`: the category form, whose role name mirrors the category name. */
export function CategoryFormPage() {
  return (
    <MenuGate path="access-control/categories/create">
      {(session, module) => <CategoryForm session={session} module={module} />}
    </MenuGate>
  );
}

function CategoryForm({ session, module }: { session: Session; module: TModule }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [site] = useSiteParam(session);
  // Until the role name is edited by hand, it follows the category name keystroke by keystroke.
  const [roleNameEdited, setRoleNameEdited] = useState(false);
  const [createdRole, setCreatedRole] = useState<{ id: number; name: string; categoryName: string } | null>(null);
  const [assignOpen, setAssignOpen] = useState(false);
  const listHref = modulePath(module, `settings/categories${search}`);

  const form = useForm<CategoryFormValues>({
    initialValues: { name: "", withRole: true, roleName: "" },
    validate: schemaResolver(ZCreateCategoryRequestSchema, { sync: true }),
  });

  const create = useMutation(
    trpc.categories.create.mutationOptions({
      onSuccess: (result, input) => {
        void queryClient.invalidateQueries({ queryKey: trpc.categories.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.roles.pathKey() });
        if (result.roleId !== null) {
          setCreatedRole({ id: result.roleId, name: input.roleName ?? "", categoryName: result.category.name });
        } else {
          finish(result.category.name);
        }
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  function finish(categoryName: string) {
    const state: FlashState = { flash: { kind: "success", message: `The category ${categoryName} has been created.` } };
    void navigate(listHref, { state });
  }

  const changeName = (value: string) => {
    form.setFieldValue("name", value);
    if (!roleNameEdited) form.setFieldValue("roleName", value);
  };

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Breadcrumbs mb={6} fz="sm">
          <Anchor component={Link} to={listHref}>
            Categories
          </Anchor>
          <Text size="sm" c="dimmed">
            Create category
          </Text>
        </Breadcrumbs>
        <PageHeader title="Create category" description={`A new category for the items of ${site.name}.`} />
      </div>

      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate({
            module,
            companyId: site.id,
            name: values.name,
            withRole: values.withRole,
            roleName: values.withRole ? values.roleName : undefined,
          }),
        )}
      >
        <Paper p={{ base: "md", sm: "xl" }} radius="lg">
          <Stack gap="md">
            <TextInput
              label="Category name"
              placeholder="e.g. Athletics"
              data-autofocus
              {...form.getInputProps("name")}
              onChange={(e) => changeName(e.currentTarget.value)}
            />
            <Checkbox
              label="Also create a role restricted to this category"
              description="Administrators given this role work only with the category's items: dashboard and reports to view, items and the virtual terminal to manage."
              {...form.getInputProps("withRole", { type: "checkbox" })}
            />
            <Collapse expanded={form.values.withRole}>
              <TextInput
                label="Role name"
                description={roleNameEdited ? undefined : "Follows the category name until you change it."}
                {...form.getInputProps("roleName")}
                onChange={(e) => {
                  setRoleNameEdited(true);
                  form.setFieldValue("roleName", e.currentTarget.value);
                }}
              />
            </Collapse>
            <Group justify="flex-end" mt="sm">
              <Button variant="default" component={Link} to={listHref}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create category
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>

      <AssignPromptModal
        opened={createdRole !== null && !assignOpen}
        roleName={createdRole?.name ?? ""}
        onLater={() => createdRole && finish(createdRole.categoryName)}
        onAssign={() => setAssignOpen(true)}
      />
      <AssignAdminsModal
        opened={assignOpen}
        onClose={() => createdRole && finish(createdRole.categoryName)}
        module={module}
        role={createdRole}
        site={site}
      />
    </Stack>
  );
}
