import { Anchor, Badge, Button, Card, Stack, Table, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AccessDenied } from "../../../components/AccessDenied/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { formatDateTime } from "../../Control/format.ts";
import { MONITOR_PATHS, mayUseMonitors } from "../paths.ts";

/** `/{module}/operations/monitors`: every monitor with its last run and last match. */
export function MonitorListPage() {
  return (
    <MenuGate path="operations/monitors">
      {(session, module) => (mayUseMonitors(session) ? <MonitorList module={module} /> : <AccessDenied />)}
    </MenuGate>
  );
}

const queryCount = (n: number, kind: string) => `${n} ${kind} quer${n === 1 ? "y" : "ies"}`;

function MonitorList({ module }: { module: TModule }) {
  const monitors = useQuery(trpc.monitors.list.queryOptions({ module }));
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title="Monitors"
        description="Each monitor reads one company's recent payments, postbacks, uploads and failed jobs every few minutes."
        actions={
          <Button component={Link} to={MONITOR_PATHS.create(module)} leftSection={<IconPlus size={16} aria-hidden />}>
            New monitor
          </Button>
        }
      />
      <QueryStates
        query={monitors}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Card padding="lg">
            <Text>No monitors yet.</Text>
          </Card>
        }
      >
        {(rows) => (
          <Card padding="lg">
            <Table.ScrollContainer minWidth={900}>
              <Table verticalSpacing="sm" aria-label="Monitors">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Monitor</Table.Th>
                    <Table.Th>Watches</Table.Th>
                    <Table.Th>Level</Table.Th>
                    <Table.Th>Last run</Table.Th>
                    <Table.Th>Last match</Table.Th>
                    <Table.Th>State</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((m) => (
                    <Table.Tr key={m.id} data-testid="monitor-row">
                      <Table.Td>
                        <Anchor component={Link} to={MONITOR_PATHS.edit(module, m.id)} fw={600}>
                          {m.companyName}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          Monitor #{m.id}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">
                          {queryCount(m.errorQueries.length, "error")}, {queryCount(m.infoQueries.length, "info")}
                        </Text>
                        {m.hasProcess && (
                          <Text size="xs" c="dimmed">
                            Process {m.processPattern}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{m.level}</Table.Td>
                      <Table.Td data-testid="monitor-last-run">
                        <Text size="sm">{formatDateTime(m.lastRunAt, "Not run yet")}</Text>
                        {m.lastRunError && (
                          <Text size="xs" c="red.8">
                            {m.lastRunError}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td data-testid="monitor-last-match" maw={360}>
                        <Text size="sm">{formatDateTime(m.lastMatchAt, "No match yet")}</Text>
                        {m.lastMatchText && (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {m.lastMatchText}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {m.inError ? (
                          <Badge color="red" variant="light">
                            Needs a look
                          </Badge>
                        ) : (
                          <Badge color="green" variant="light">
                            OK
                          </Badge>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}
