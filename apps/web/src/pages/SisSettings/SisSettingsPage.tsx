import { Badge, Button, Group, Paper, Select, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataColumns } from "../../components/DataList/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { canChooseSite, SitePicker, useSiteParam, type Site } from "../../components/SitePicker/index.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import type { Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

type PluginRow = inferRouterOutputs<AppRouter>["externalItems"]["settings"][number];

/**
 * `/{module}/settings/student-information-systems` (docs/product/terminal.md, External items): which student
 * information systems a site takes fees from, and the settlement account each system's fees are
 * paid to (the plugin's carrier item). Needs settings.manage, as on the server.
 */
export function SisSettingsPage() {
  return (
    <MenuGate path="settings/student-information-systems">
      {(session, module) => <SisSettings session={session} module={module} />}
    </MenuGate>
  );
}

function SisSettings({ session, module }: { session: Session; module: TModule }) {
  const [site, setSite] = useSiteParam(session);
  const settings = useQuery(trpc.externalItems.settings.queryOptions({ module, companyId: site.id }));
  const payees = useQuery(trpc.payees.list.queryOptions({ module, usableAt: site.id }));
  const columns = usePluginColumns(
    module,
    site.id,
    (payees.data ?? []).map((p) => ({ value: String(p.id), label: p.name })),
  );
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title="Student information systems"
        description={`The systems ${site.name} finds students' fees in at the virtual terminal, and where each system's fees are paid to.`}
      />
      {canChooseSite(session) ? (
        <SitePicker value={site} onChange={(next: Site) => setSite(next)} w={{ base: "100%", sm: 400 }} />
      ) : null}
      <QueryStates query={settings} rows={5}>
        {(rows) => (
          <Paper withBorder p="lg" radius="md">
            <DataTable label="Student information systems" columns={columns} rows={rows} rowKey={(row) => row.plugin} />
          </Paper>
        )}
      </QueryStates>
    </Stack>
  );
}

/**
 * A row's settlement account as chosen on screen, until the server's row changes (then the
 * server's choice shows again).
 */
const draftKey = (companyId: number, row: PluginRow) => `${companyId}-${row.plugin}-${row.enabled}-${row.payeeId}`;

function usePluginColumns(
  module: TModule,
  companyId: number,
  payees: { value: string; label: string }[],
): DataColumns<PluginRow> {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Record<string, string | null>>({});
  // Each row's own buttons spin while their call runs; other rows stay usable.
  const [running, setRunning] = useState<ReadonlySet<string>>(new Set());
  const enable = useMutation(trpc.externalItems.enablePlugin.mutationOptions());
  const disable = useMutation(trpc.externalItems.disablePlugin.mutationOptions());

  const job = (action: "enable" | "disable", row: PluginRow) => `${action}:${companyId}:${row.plugin}`;
  const payeeOf = (row: PluginRow) => {
    const key = draftKey(companyId, row);
    return key in drafts ? (drafts[key] ?? null) : row.payeeId ? String(row.payeeId) : null;
  };
  const run = async (key: string, work: () => Promise<{ message: string }>) => {
    setRunning((current) => new Set(current).add(key));
    try {
      notifySuccess((await work()).message);
      await queryClient.invalidateQueries({ queryKey: trpc.externalItems.pathKey() });
    } catch (error) {
      notifyError((error as Error).message);
    } finally {
      setRunning((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  return [
    { header: "System", cell: (row) => row.label },
    {
      header: "Status",
      cell: (row) =>
        row.enabled ? (
          <Badge color="green" variant="light">
            In use
          </Badge>
        ) : (
          <Text size="sm">Not used</Text>
        ),
    },
    {
      header: "Fees paid to",
      cell: (row) => (
        <Select
          aria-label={`Settlement account for ${row.label}`}
          placeholder="Choose a settlement account"
          data={payees}
          value={payeeOf(row)}
          onChange={(value) => setDrafts((current) => ({ ...current, [draftKey(companyId, row)]: value }))}
          w={260}
        />
      ),
    },
    {
      header: "Action",
      cell: (row) => {
        const payee = payeeOf(row);
        return (
          <Group gap="xs">
            <Button
              size="xs"
              disabled={payee === null}
              loading={running.has(job("enable", row))}
              onClick={() =>
                void run(job("enable", row), () =>
                  enable.mutateAsync({ module, companyId, plugin: row.plugin, payeeId: Number(payee) }),
                )
              }
            >
              {row.enabled ? "Save" : "Use"}
            </Button>
            {row.enabled && (
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={running.has(job("disable", row))}
                onClick={() =>
                  void run(job("disable", row), () => disable.mutateAsync({ module, companyId, plugin: row.plugin }))
                }
              >
                Stop using
              </Button>
            )}
          </Group>
        );
      },
    },
  ];
}
