import { Alert, Badge, Box, Button, Group, Modal, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { SITE_KINDS, STRUCTURE_MESSAGES, type TModule, type TSiteKind } from "@paydesk/validators";
import { IconArrowsMove, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

type Site = inferRouterOutputs<AppRouter>["accountStructure"]["tree"]["roots"][number];

const KIND_LABELS: Record<string, string> = { PLATFORM: "platform", DISTRICT: "district", SCHOOL: "school", VENDOR: "vendor", BUSINESS: "business" };

/**
 * `/{module}/settings/account-structure` (docs/product/students-and-groups.md): the company tree of
 * the account.
 */
export function AccountStructurePage() {
  return <MenuGate path="settings/account-structure">{(session, module) => <AccountStructure session={session} module={module} />}</MenuGate>;
}

type Dialog = { type: "add"; parent: Site } | { type: "move"; site: Site } | null;

function AccountStructure({ session, module }: { session: Session; module: TModule }) {
  const tree = useQuery(trpc.accountStructure.tree.queryOptions({ module }));
  const canManage = hasPermission(session, "settings.manage");
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title="Account structure" description="Your sites as a tree. Sites below a site share its settings and reports." />
      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        <QueryStates query={tree}>
          {({ roots, truncated }) => (
            <Stack gap="xs">
              {truncated && <Text c="dimmed">Only the first sites are shown.</Text>}
              <Box component="ul" aria-label="Sites" p={0} m={0} style={{ listStyle: "none" }}>
                {roots.map((site) => (
                  <SiteNode key={site.id} site={site} depth={0} canManage={canManage} onAdd={(parent) => setDialog({ type: "add", parent })} onMove={(s) => setDialog({ type: "move", site: s })} />
                ))}
              </Box>
              {dialog?.type === "add" && <AddSiteModal module={module} parent={dialog.parent} onClose={() => setDialog(null)} />}
              {dialog?.type === "move" && <MoveSiteModal module={module} site={dialog.site} roots={roots} onClose={() => setDialog(null)} />}
            </Stack>
          )}
        </QueryStates>
      </Paper>
    </Stack>
  );
}

interface SiteNodeProps {
  site: Site;
  depth: number;
  canManage: boolean;
  onAdd: (parent: Site) => void;
  onMove: (site: Site) => void;
}

function SiteNode({ site, depth, canManage, onAdd, onMove }: SiteNodeProps) {
  return (
    <li data-testid={`site-${site.id}`}>
      <Group gap="sm" py={6} pl={depth * 24} wrap="nowrap" style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}>
        <Text fw={depth === 0 ? 700 : 500}>{site.name}</Text>
        <Badge variant="light" size="sm">
          {KIND_LABELS[site.kind] ?? site.kind}
        </Badge>
        {site.externalId && (
          <Text size="sm" c="dimmed">
            #{site.externalId}
          </Text>
        )}
        {canManage && (
          <Group gap={4} ml="auto" wrap="nowrap">
            <Button size="compact-sm" variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onAdd(site)} aria-label={`Add site under ${site.name}`}>
              Add site
            </Button>
            {depth > 0 && (
              <Button size="compact-sm" variant="subtle" leftSection={<IconArrowsMove size={14} aria-hidden />} onClick={() => onMove(site)} aria-label={`Move ${site.name}`}>
                Move
              </Button>
            )}
          </Group>
        )}
      </Group>
      {site.children.length > 0 && (
        <Box component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={`Sites below ${site.name}`}>
          {site.children.map((child) => (
            <SiteNode key={child.id} site={child} depth={depth + 1} canManage={canManage} onAdd={onAdd} onMove={onMove} />
          ))}
        </Box>
      )}
    </li>
  );
}

/** The server's refusal, if any, then Cancel and the dialog's action. */
function DialogFooter({ error, pending, submit, disabled, onCancel }: { error: unknown; pending: boolean; submit: string; disabled?: boolean; onCancel: () => void }) {
  return (
    <>
      {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={pending} disabled={disabled}>
          {submit}
        </Button>
      </Group>
    </>
  );
}

function useRefreshTree() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: trpc.accountStructure.pathKey() });
}

function AddSiteModal({ module, parent, onClose }: { module: TModule; parent: Site; onClose: () => void }) {
  const refresh = useRefreshTree();
  const [name, setName] = useState("");
  const [kind, setKind] = useState<TSiteKind>("school");
  const add = useMutation(
    trpc.accountStructure.addSite.mutationOptions({
      onSuccess: () => {
        refresh();
        notifySuccess(STRUCTURE_MESSAGES.added);
        onClose();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ module, parentId: parent.id, name, kind });
  };
  return (
    <Modal opened onClose={onClose} title={`Add a site under ${parent.name}`}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput label="Site name" value={name} onChange={(e) => setName(e.currentTarget.value)} required data-autofocus data-testid="site-name" />
          <Select
            label="Kind"
            data={SITE_KINDS.map((k) => ({ value: k, label: k[0]!.toUpperCase() + k.slice(1) }))}
            value={kind}
            onChange={(value) => value && setKind(value as TSiteKind)}
            allowDeselect={false}
          />
          <DialogFooter error={add.error} pending={add.isPending} submit="Add site" onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Every site of the tree except `site` and those below it: where it may move (the server checks again). */
function moveTargets(roots: readonly Site[], site: Site): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: readonly Site[], depth: number) => {
    for (const node of nodes) {
      if (node.id === site.id) continue;
      out.push({ value: String(node.id), label: `${"— ".repeat(depth)}${node.name}` });
      walk(node.children, depth + 1);
    }
  };
  walk(roots, 0);
  return out;
}

function MoveSiteModal({ module, site, roots, onClose }: { module: TModule; site: Site; roots: readonly Site[]; onClose: () => void }) {
  const refresh = useRefreshTree();
  const [parentId, setParentId] = useState<string | null>(null);
  const move = useMutation(
    trpc.accountStructure.moveSite.mutationOptions({
      onSuccess: () => {
        refresh();
        notifySuccess(STRUCTURE_MESSAGES.moved);
        onClose();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parentId) move.mutate({ module, siteId: site.id, parentId: Number(parentId) });
  };
  return (
    <Modal opened onClose={onClose} title={`Move ${site.name}`}>
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">The site moves with every site below it.</Text>
          <Select label="Move under" placeholder="Choose a site" data={moveTargets(roots, site)} value={parentId} onChange={setParentId} searchable data-testid="move-target" />
          <DialogFooter error={move.error} pending={move.isPending} submit="Move site" disabled={!parentId} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
