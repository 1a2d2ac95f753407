import { Badge, Button, Group, Paper, Select, Stack, Table, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { canChooseSite, SitePicker, useSiteParam, type Site } from "../../components/SitePicker/index.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import type { Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

type PluginRow = inferRouterOutputs<AppRouter>["externalItems"]["settings"][number];

/**
 * `/{module}/settings/student-information-systems` (CONVENTIONS §9): which student
 * information systems a site takes fees from, and the settlement account each system's fees are
 * paid to (the plugin's carrier item). Needs settings.manage, as on the server.
 */
export function SisSettingsPage() {
  return <MenuGate path="settings/student-information-systems">{(session, module) => <SisSettings session={session} module={module} />}</MenuGate>;
}

function SisSettings({ session, module }: { session: Session; module: TModule }) {
  const [site, setSite] = useSiteParam(session);
  const settings = useQuery(trpc.externalItems.settings.queryOptions({ module, companyId: site.id }));
  const payees = useQuery(trpc.payees.list.queryOptions({ module, usableAt: site.id }));
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader
        title="Student information systems"
        description={`The systems ${site.name} finds students' fees in at the virtual terminal, and where each system's fees are paid to.`}
      />
      {canChooseSite(session) ? <SitePicker value={site} onChange={(next: Site) => setSite(next)} w={{ base: "100%", sm: 400 }} /> : null}
      <QueryStates query={settings} rows={5}>
        {(rows) => (
          <Paper withBorder p="lg" radius="md">
            <Table aria-label="Student information systems">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>System</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Fees paid to</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <PluginSettingRow
                    key={`${site.id}-${row.plugin}-${row.enabled}-${row.payeeId}`}
                    module={module}
                    companyId={site.id}
                    row={row}
                    payees={(payees.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
        )}
      </QueryStates>
    </Stack>
  );
}

function PluginSettingRow({ module, companyId, row, payees }: { module: TModule; companyId: number; row: PluginRow; payees: { value: string; label: string }[] }) {
  const queryClient = useQueryClient();
  const [payee, setPayee] = useState<string | null>(row.payeeId ? String(row.payeeId) : null);
  const enable = useMutation(trpc.externalItems.enablePlugin.mutationOptions());
  const disable = useMutation(trpc.externalItems.disablePlugin.mutationOptions());

  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      notifySuccess((await work()).message);
      await queryClient.invalidateQueries({ queryKey: trpc.externalItems.pathKey() });
    } catch (error) {
      notifyError((error as Error).message);
    }
  };

  return (
    <Table.Tr>
      <Table.Td>{row.label}</Table.Td>
      <Table.Td>{row.enabled ? <Badge color="green" variant="light">In use</Badge> : <Text size="sm">Not used</Text>}</Table.Td>
      <Table.Td>
        <Select aria-label={`Settlement account for ${row.label}`} placeholder="Choose a settlement account" data={payees} value={payee} onChange={setPayee} w={260} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs">
          <Button
            size="xs"
            disabled={payee === null}
            loading={enable.isPending}
            onClick={() => void run(() => enable.mutateAsync({ module, companyId, plugin: row.plugin, payeeId: Number(payee) }))}
          >
            {row.enabled ? "Save" : "Use"}
          </Button>
          {row.enabled && (
            <Button size="xs" variant="light" color="red" loading={disable.isPending} onClick={() => void run(() => disable.mutateAsync({ module, companyId, plugin: row.plugin }))}>
              Stop using
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
