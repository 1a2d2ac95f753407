import { Anchor, Button, Code, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { formatFullDateTime } from "../format.ts";
import { MetaField } from "../MetaField.tsx";
import { FAILED_JOBS_PATH } from "./paths.ts";
import { FailedJobStatusBadge, retriesText } from "./status.tsx";
import { useRetryJobs } from "./useRetryJobs.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `/control/operations/jobs/{queue}/{id}`: one failed job, its error output and its data (secrets redacted by the server), and Retry. */
export function FailedJobDetailPage() {
  const { queue = "", jobId = "" } = useParams();
  if (!queue || !UUID.test(jobId)) return <NotFound />;
  return <FailedJobDetail queue={queue} id={jobId} />;
}

function FailedJobDetail({ queue, id }: { queue: string; id: string }) {
  const detail = useQuery(trpc.failedJobs.get.queryOptions({ module: "control", queue, id }));
  const retry = useRetryJobs();
  return (
    <Stack gap="lg" maw={1080}>
      <Anchor component={Link} to={`${FAILED_JOBS_PATH}?queue=${encodeURIComponent(queue)}`} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Failed jobs of {queue}
        </Group>
      </Anchor>
      <PageHeader
        title={`Job ${id.slice(0, 8)} of ${queue}`}
        actions={
          <Button
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => retry.mutate({ module: "control", jobs: [{ queue, id }] })}
            disabled={detail.data?.status !== "FAILED"}
            loading={retry.isPending}
          >
            Retry
          </Button>
        }
      />
      <QueryStates query={detail}>
        {(data) => (
          <>
            <Paper p={{ base: "md", sm: "lg" }} radius="lg">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
                <MetaField label="Status">
                  <FailedJobStatusBadge status={data.status} />
                </MetaField>
                <MetaField label="Queue">{data.queue}</MetaField>
                <MetaField label="Job">
                  <Text component="span" ff="monospace" size="sm">
                    {data.id}
                  </Text>
                </MetaField>
                <MetaField label="Created">{formatFullDateTime(data.createdAt)}</MetaField>
                <MetaField label="Last started">{formatFullDateTime(data.startedAt)}</MetaField>
                <MetaField label="Failed">{formatFullDateTime(data.failedAt)}</MetaField>
                <MetaField label="Attempts">{retriesText(data)}</MetaField>
              </SimpleGrid>
              <Text size="sm" c="red.9" mt="md" data-testid="job-error">
                {data.errorLine}
              </Text>
            </Paper>
            <JsonPanel title="Error output" value={data.output} testId="job-output" />
            <JsonPanel title="Job data" value={data.data} testId="job-data" />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

/** A stored JSON value as written (the server has redacted secrets), scrollable when long. */
function JsonPanel({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  return (
    <Paper p={{ base: "md", sm: "lg" }} radius="lg">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {value === null || value === undefined ? (
        <Text size="sm" c="dimmed">
          Nothing recorded.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={420} type="auto" aria-label={title}>
          <Code block data-testid={testId} style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
            {JSON.stringify(value, null, 2)}
          </Code>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
