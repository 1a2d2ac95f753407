import { Alert, Badge, Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZRoleFields, type TModule, type TRoleFields } from "@paydesk/validators";
import { IconInfoCircle, IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { trpc } from "../../../trpc.ts";
import { ControlLevels } from "./ControlLevels.tsx";
import { SearchableMultiSelect } from "../../../components/SearchableSelect/index.ts";

export type RoleFormValues = TRoleFields;

interface RoleFormProps {
  module: TModule;
  /** The company the role belongs to (its categories are the ones offered). */
  company: { id: number; name: string };
  initialValues: RoleFormValues;
  /** Set on an existing role: its sharing facts come from the role itself. */
  roleId?: number;
  /** A built-in role exists at every site: it has no sharing of its own to show. */
  builtIn?: boolean;
  /** The role's current restrictions, named even when the list of the company's categories does not hold them. */
  knownCategories?: { id: number; name: string }[];
  /** Why the form cannot be changed, shown above it; null when it can. */
  readOnlyReason: ReactNode | null;
  submitLabel: string;
  cancelHref: string;
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
}

/**
 * The role editor (docs/product/accounts-and-roles.md): name, the shared toggle with its extra rows, control
 * levels, category restrictions.
 */
export function RoleForm({
  module,
  company,
  initialValues,
  roleId,
  builtIn = false,
  knownCategories = [],
  readOnlyReason,
  submitLabel,
  cancelHref,
  onSubmit,
}: RoleFormProps) {
  const readOnly = readOnlyReason !== null;
  const form = useForm<RoleFormValues>({
    initialValues,
    validate: schemaResolver(ZRoleFields, { sync: true }),
  });
  const categories = useQuery({
    ...trpc.categories.find.queryOptions({ module, companyId: company.id }),
    enabled: !readOnly,
  });
  const named = new Map<number, string>(knownCategories.map((c) => [c.id, c.name]));
  for (const c of categories.data ?? []) named.set(c.id, c.name);
  const categoryOptions = [...named].map(([id, name]) => ({ value: String(id), label: name }));

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerError(form, error);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        {readOnlyReason && (
          <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} data-testid="role-read-only">
            {readOnlyReason}
          </Alert>
        )}
        <Paper p={{ base: "md", sm: "xl" }} radius="lg">
          <Stack gap="md">
            <Title order={2} fz="lg">
              Role
            </Title>
            <TextInput
              label="Role name"
              placeholder="e.g. Athletics Staff"
              disabled={readOnly}
              data-autofocus
              {...form.getInputProps("name")}
            />
            {builtIn ? (
              <Text size="sm" c="dimmed">
                Offered at every site.
              </Text>
            ) : (
              <>
                <Switch
                  label="Shared role"
                  description={`Offer this role to administrators of the sites below ${company.name}.`}
                  disabled={readOnly}
                  {...form.getInputProps("isShared", { type: "checkbox" })}
                />
                {form.values.isShared && <SharedRows module={module} company={company} roleId={roleId} readOnly={readOnly} />}
              </>
            )}
          </Stack>
        </Paper>

        <Paper p={{ base: "md", sm: "xl" }} radius="lg">
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg">
                Control levels
              </Title>
              <Text size="sm" c="dimmed">
                What administrators with this role may see and change. Manage includes view.
              </Text>
            </div>
            <ControlLevels
              value={form.values.permissions}
              onChange={(v) => form.setFieldValue("permissions", v)}
              disabled={readOnly}
            />
            {form.errors.permissions && (
              <Text size="sm" c="red">
                {form.errors.permissions}
              </Text>
            )}
          </Stack>
        </Paper>

        <Paper p={{ base: "md", sm: "xl" }} radius="lg">
          <Stack gap="md">
            <div>
              <Title order={2} fz="lg">
                Category restrictions
              </Title>
              <Text size="sm" c="dimmed">
                Limit the role to items of some categories. Leave empty for every category.
              </Text>
            </div>
            <SearchableMultiSelect
              label="Categories"
              placeholder={form.values.categoryIds.length ? undefined : "All categories"}
              data={categoryOptions}
              value={form.values.categoryIds.map(String)}
              onChange={(values) => form.setFieldValue("categoryIds", values.map(Number))}
              error={form.errors.categoryIds}
              clearable
              disabled={readOnly}
              nothingFound={categories.isPending ? "Loading categories…" : `${company.name} has no such category`}
            />
          </Stack>
        </Paper>

        {!readOnly && (
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={cancelHref}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

/** The extra rows of a shared role: where it is offered, who below holds it, who may change it. */
function SharedRows({
  module,
  company,
  roleId,
  readOnly,
}: {
  module: TModule;
  company: { id: number; name: string };
  roleId?: number;
  readOnly: boolean;
}) {
  const sharing = useQuery({
    ...trpc.roles.sharing.queryOptions(roleId !== undefined ? { module, roleId } : { module, companyId: company.id }),
    enabled: !readOnly,
  });
  const sites = sharing.data?.sites ?? [];
  return (
    <Table withTableBorder withColumnBorders verticalSpacing="sm" data-testid="shared-rows" aria-label="Sharing">
      <Table.Tbody>
        <Table.Tr>
          <Table.Th w={180}>Offered at</Table.Th>
          <Table.Td>
            {readOnly ? (
              <Text size="sm">The sites below {company.name}</Text>
            ) : sharing.isPending ? (
              <Text size="sm" c="dimmed">
                Loading…
              </Text>
            ) : sites.length === 0 ? (
              <Text size="sm" c="dimmed">
                No site is below {company.name} yet: the role is offered to new ones as they are added.
              </Text>
            ) : (
              <Group gap={6}>
                {sites.slice(0, 12).map((s) => (
                  <Badge key={s.id} variant="light" color="grape" tt="none">
                    {s.name}
                  </Badge>
                ))}
                {sites.length > 12 && <Text size="sm">and {sites.length - 12} more</Text>}
              </Group>
            )}
          </Table.Td>
        </Table.Tr>
        {roleId !== undefined && !readOnly && (
          <Table.Tr>
            <Table.Th>Held at those sites</Table.Th>
            <Table.Td>
              <Text size="sm">
                {sharing.data?.holdersBelow ?? 0} administrator{sharing.data?.holdersBelow === 1 ? "" : "s"}
                {sharing.data?.holdersBelow ? " — revoke them before the role stops being shared." : ""}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        <Table.Tr>
          <Table.Th>Changed by</Table.Th>
          <Table.Td>
            <Group gap={6} wrap="nowrap">
              <IconInfoCircle size={16} aria-hidden />
              <Text size="sm">Administrators of {company.name} only; the sites below can assign it but not edit it.</Text>
            </Group>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
