import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { DataTable } from "../../../components/DataList/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import { formatDateTime } from "../../Control/format.ts";
import { MONITOR_PATHS } from "../paths.ts";

/** The edit screen's lower half: the last run, Run now, Acknowledge, and the newest matches. */
export function MonitorActivity({ module, id }: { module: TModule; id: number }) {
  const queryClient = useQueryClient();
  const monitor = useQuery(trpc.monitors.get.queryOptions({ module, id }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.monitors.pathKey() });
  const run = useMutation(
    trpc.monitors.run.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(`${result.message} ${result.result.newMatches} new match${result.result.newMatches === 1 ? "" : "es"}.`);
        await refresh();
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  const acknowledge = useMutation(
    trpc.monitors.acknowledge.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.message);
        await refresh();
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  return (
    <QueryStates query={monitor}>
      {({ monitor: m, matches }) => (
        <Card padding="lg">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} fz={20}>
                Runs and matches
              </Title>
              <Group gap="xs">
                {m.inError && (
                  <Button variant="light" color="red" loading={acknowledge.isPending} onClick={() => acknowledge.mutate({ module, id })}>
                    Acknowledge
                  </Button>
                )}
                <Button variant="light" loading={run.isPending} onClick={() => run.mutate({ module, id })}>
                  Run now
                </Button>
              </Group>
            </Group>
            <Anchor component={Link} to={MONITOR_PATHS.contacts(m.companyId)}>
              Support contacts of {m.companyName}
            </Anchor>
            <Text data-testid="monitor-last-run">Last run: {formatDateTime(m.lastRunAt, "not run yet", m.timeZone)}</Text>
            {m.lastRunError && (
              <Alert color="red" variant="light" role="alert">
                {m.lastRunError}
              </Alert>
            )}
            <Text data-testid="monitor-last-match">
              Last match: {m.lastMatchText ? `${formatDateTime(m.lastMatchAt, undefined, m.timeZone)} — ${m.lastMatchText}` : "none yet"}
            </Text>
            {matches.length > 0 && (
              <DataTable
                label="Newest matches"
                minWidth={700}
                verticalSpacing="xs"
                rows={matches}
                rowKey={(match) => match.id}
                columns={[
                  { header: "Matched", cell: (match) => formatDateTime(match.matchedAt, undefined, m.timeZone) },
                  {
                    header: "Kind",
                    cell: (match) => (
                      <Badge color={match.kind === "ERROR" ? "red" : "blue"} variant="light">
                        {match.kind === "ERROR" ? `Error${match.emailed ? ", e-mailed" : ""}` : "Info"}
                      </Badge>
                    ),
                  },
                  { header: "Process", cell: (match) => match.process },
                  { header: "Event", cell: (match) => match.text },
                  { header: "Query", cell: (match) => <code>{match.query}</code> },
                ]}
              />
            )}
          </Stack>
        </Card>
      )}
    </QueryStates>
  );
}
