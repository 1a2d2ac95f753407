import { ActionIcon, Anchor, Breadcrumbs, Button, Group, Modal, Paper, Stack, Text, Tooltip } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";
import { RuleForm } from "../RuleForm/index.ts";
import type { ItemRule } from "../types.ts";

/** `/{module}/items/rules/{itemId}`: the item's rules, edited in a dialog and deleted after a confirm. */
export function ItemRulesPage() {
  return <MenuGate path="items/rules">{(session) => <ItemRules session={session} />}</MenuGate>;
}

function ItemRules({ session }: { session: Session }) {
  const module = useParams().module as TModule;
  const itemId = Number(useParams().itemId);
  const canManage = hasPermission(session, "items.manage");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ItemRule | null>(null);
  const [deleting, setDeleting] = useState<ItemRule | null>(null);
  const list = useQuery(trpc.itemRules.list.queryOptions({ module, itemId }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.itemRules.pathKey() });
  const update = useMutation(trpc.itemRules.update.mutationOptions());
  const remove = useMutation(
    trpc.itemRules.remove.mutationOptions({
      onSuccess: () => {
        notifySuccess(`The rule ${deleting?.name ?? ""} has been deleted.`);
        setDeleting(null);
        void refresh();
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );

  return (
    <QueryStates query={list} rows={4}>
      {({ item, rules }) => (
        <Stack gap="lg" maw={900}>
          <div>
            <Breadcrumbs mb={6} fz="sm">
              <Anchor component={Link} to={modulePath(module, "items/rules")}>
                Item rules
              </Anchor>
              <Text size="sm" c="dimmed">
                {item.title}
              </Text>
            </Breadcrumbs>
            <PageHeader
              title={`Rules of ${item.title}`}
              description={
                <>
                  Item code{" "}
                  <Text span ff="monospace">
                    {item.code}
                  </Text>
                </>
              }
              actions={
                canManage ? (
                  <Button
                    component={Link}
                    to={modulePath(module, `items/rules/${item.id}/create`)}
                    leftSection={<IconPlus size={16} />}
                  >
                    Create rule
                  </Button>
                ) : null
              }
            />
          </div>

          <Paper p={{ base: "md", sm: "xl" }} radius="lg">
            {rules.length === 0 ? (
              <Text c="dimmed">This item has no rules yet.</Text>
            ) : (
              <DataTable
                label="Rules"
                verticalSpacing="xs"
                rows={rules}
                rowKey={(rule) => rule.id}
                rowProps={(rule) => ({ "data-rule": rule.name })}
                columns={ruleColumns(canManage && { onEdit: setEditing, onDelete: setDeleting })}
              />
            )}
          </Paper>

          <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Edit rule" size="lg">
            {editing ? (
              <RuleForm
                key={editing.id}
                initialValues={{
                  name: editing.name,
                  argumentKey: editing.argumentKey,
                  outputKey: editing.outputKey,
                  customFieldName: editing.customFieldName,
                }}
                customFieldLabels={item.customFieldLabels}
                submitLabel="Save rule"
                pending={update.isPending}
                onSubmit={async (values) => {
                  const saved = await update.mutateAsync({ module, ruleId: editing.id, ...values });
                  notifySuccess(`The rule ${saved.name} has been saved.`);
                  setEditing(null);
                  await refresh();
                }}
                cancel={
                  <Button variant="default" onClick={() => setEditing(null)}>
                    Cancel
                  </Button>
                }
              />
            ) : null}
          </Modal>

          <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title="Delete rule">
            <Stack>
              <Text>
                Delete the rule <b>{deleting?.name}</b>? This cannot be undone.
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setDeleting(null)}>
                  Cancel
                </Button>
                <Button
                  color="red"
                  loading={remove.isPending}
                  onClick={() => deleting && remove.mutate({ module, ruleId: deleting.id })}
                >
                  Delete
                </Button>
              </Group>
            </Stack>
          </Modal>
        </Stack>
      )}
    </QueryStates>
  );
}

const monospace = (text: string) => (
  <Text span inherit ff="monospace">
    {text}
  </Text>
);

function ruleColumns(
  actions: { onEdit: (rule: ItemRule) => void; onDelete: (rule: ItemRule) => void } | false,
): DataColumns<ItemRule> {
  return [
    { header: "Name", cell: (rule) => rule.name },
    { header: "Argument key", cell: (rule) => monospace(rule.argumentKey) },
    { header: "Output key", cell: (rule) => monospace(rule.outputKey) },
    { header: "Custom field", cell: (rule) => rule.customFieldName ?? <Text c="dimmed">None</Text> },
    actions && {
      header: "Actions",
      hideHeader: true,
      width: 90,
      cell: (rule) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${rule.name}`} onClick={() => actions.onEdit(rule)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${rule.name}`} onClick={() => actions.onDelete(rule)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
}
