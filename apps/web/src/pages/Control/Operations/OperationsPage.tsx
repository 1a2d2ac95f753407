import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { IconAddressBook, IconMailX, IconRadar, IconServerBolt, IconWebhook, type Icon } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { formatFullDateTime } from "../format.ts";

/** How often the home asks again while open: it is the screen support staff keep in a tab. */
const REFRESH_MS = 60_000;

/**
 * `/control/operations` (docs/product/control-area.md): what needs a person now, one card per source, each
 * a count linking to the screen where it is dealt with. One call (`operations.summary`).
 */
export function OperationsPage() {
  const summary = useQuery({ ...trpc.operations.summary.queryOptions({ module: "control" }), refetchInterval: REFRESH_MS });
  return (
    <Stack gap="lg" maw={1180}>
      <PageHeader title="Operations" description="What needs attention now. Each card opens the list where it is dealt with." />
      <QueryStates query={summary} rows={4}>
        {(data) => (
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              <SourceCard
                testId="ops-failed-postbacks"
                icon={IconWebhook}
                title="Failed postbacks"
                count={data.failedPostbacks}
                to="/control/reports/postbacks?status=FAILED"
                detail="The queue gave up on them: post them back again or mark them."
              />
              <SourceCard
                testId="ops-monitors"
                icon={IconRadar}
                title="Monitors in error"
                count={data.monitorsInError}
                to="/control/operations/monitors"
                detail="A run failed, or an error query matched since the last acknowledgement."
              />
              <SourceCard
                testId="ops-collections"
                icon={IconAddressBook}
                title="Collections due"
                count={data.collectionsDue.count}
                to="/control/operations/collections"
                detail={`${formatCents(data.collectionsDue.amountCents)} still owed after partial payments, failed recurring charges and returned checks.`}
              />
              <SourceCard
                testId="ops-failed-mail"
                icon={IconMailX}
                title="Mail not delivered"
                count={data.failedMail}
                to="/control/operations/outbox?status=FAILED"
                detail="Retried every five minutes; read the error in the outbox."
              />
              <SourceCard
                testId="ops-failed-jobs"
                icon={IconServerBolt}
                title="Jobs failed today"
                count={data.failedJobs.total}
                detail={
                  // No link around the card: each queue's badge opens the list filtered to it.
                  <Stack gap={6} mt={4}>
                    {data.failedJobs.byQueue.length > 0 ? (
                      <Group gap={4}>
                        {data.failedJobs.byQueue.map((row) => (
                          <Badge
                            key={row.name}
                            component={Link}
                            to={`/control/operations/jobs?queue=${encodeURIComponent(row.name)}`}
                            variant="light"
                            color="red"
                            tt="none"
                            style={{ cursor: "pointer" }}
                            data-testid="ops-failed-queue"
                          >
                            {row.name}: {row.count}
                          </Badge>
                        ))}
                      </Group>
                    ) : (
                      "Background jobs that failed in the last 24 hours, by queue."
                    )}
                    <Anchor component={Link} to="/control/operations/jobs" size="sm" data-testid="ops-failed-jobs-link">
                      Open failed jobs
                    </Anchor>
                  </Stack>
                }
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Counted {formatFullDateTime(data.at)}; refreshed every minute.
            </Text>
          </Stack>
        )}
      </QueryStates>
    </Stack>
  );
}

interface SourceCardProps {
  testId: string;
  icon: Icon;
  title: string;
  count: number;
  /** The screen that deals with it; none for a source without one. */
  to?: string;
  detail: ReactNode;
}

function SourceCard({ testId, icon: SourceIcon, title, count, to, detail }: SourceCardProps) {
  const attention = count > 0;
  const body = (
    <Paper p="lg" radius="lg" withBorder h="100%" data-testid={testId} style={attention ? { borderColor: "var(--mantine-color-red-4)" } : undefined}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text fw={600}>{title}</Text>
          <Text fz={32} fw={700} lh={1.1} c={attention ? "red.9" : undefined} data-testid="ops-count">
            {count}
          </Text>
        </Stack>
        <ThemeIcon variant="light" color={attention ? "red" : "gray"} size="lg" radius="md">
          <SourceIcon size={20} aria-hidden />
        </ThemeIcon>
      </Group>
      <Text component="div" size="sm" c="dimmed" mt="xs">
        {detail}
      </Text>
    </Paper>
  );
  if (!to) return body;
  return (
    <UnstyledButton component={Link} to={to} style={{ display: "block" }}>
      {body}
    </UnstyledButton>
  );
}
