import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { AccessDenied } from "../../../components/AccessDenied/index.ts";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
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

type MonitorRow = inferRouterOutputs<AppRouter>["monitors"]["list"][number];

const monitorColumns = (module: TModule): DataColumns<MonitorRow> => [
  {
    header: "Monitor",
    cell: (m) => (
      <>
        <Anchor component={Link} to={MONITOR_PATHS.edit(module, m.id)} fw={600}>
          {m.companyName}
        </Anchor>
        <Text size="xs" c="dimmed">
          Monitor #{m.id}
        </Text>
      </>
    ),
  },
  {
    header: "Watches",
    cell: (m) => (
      <>
        <Text size="sm">
          {queryCount(m.errorQueries.length, "error")}, {queryCount(m.infoQueries.length, "info")}
        </Text>
        {m.hasProcess && (
          <Text size="xs" c="dimmed">
            Process {m.processPattern}
          </Text>
        )}
      </>
    ),
  },
  { header: "Level", cell: (m) => m.level },
  {
    header: "Last run",
    cellTestId: "monitor-last-run",
    cell: (m) => (
      <>
        <Text size="sm">{formatDateTime(m.lastRunAt, "Not run yet", m.timeZone)}</Text>
        {m.lastRunError && (
          <Text size="xs" c="red">
            {m.lastRunError}
          </Text>
        )}
      </>
    ),
  },
  {
    header: "Last match",
    cellTestId: "monitor-last-match",
    maxWidth: 360,
    cell: (m) => (
      <>
        <Text size="sm">{formatDateTime(m.lastMatchAt, "No match yet", m.timeZone)}</Text>
        {m.lastMatchText && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {m.lastMatchText}
          </Text>
        )}
      </>
    ),
  },
  {
    header: "State",
    cell: (m) =>
      m.inError ? (
        <Badge color="red" variant="light">
          Needs a look
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          OK
        </Badge>
      ),
  },
];

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
      <DataList
        query={monitors}
        rows={(rows) => rows}
        rowKey={(m) => m.id}
        rowProps={() => ({ "data-testid": "monitor-row" })}
        label="Monitors"
        columns={monitorColumns(module)}
        minWidth={900}
        empty="No monitors yet."
      />
    </Stack>
  );
}
