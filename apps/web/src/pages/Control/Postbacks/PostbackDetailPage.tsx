import { Anchor, Badge, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { SIS_PLUGIN_LABELS, type TSisPlugin } from "@paydesk/validators";
import { IconArrowLeft, IconNote, IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { formatFullDateTime } from "../format.ts";
import { CurlLog } from "./CurlLog.tsx";
import { MarkPostbackModal } from "./MarkPostbackModal.tsx";
import { PostBackModal, usePostBack } from "./PostBackModal.tsx";
import { POSTBACK_STATUS_COLORS, POSTBACK_STATUS_LABELS } from "./status.ts";

/** `/control/reports/postbacks/{id}`: one postback, what the SIS was told and answered last, and its actions. */
export function PostbackDetailPage() {
  const postbackId = Number(useParams().postbackId);
  if (!Number.isInteger(postbackId) || postbackId <= 0) return <NotFound />;
  return <PostbackDetail postbackId={postbackId} />;
}

function PostbackDetail({ postbackId }: { postbackId: number }) {
  const detail = useQuery(trpc.postbacks.get.queryOptions({ module: "control", postbackId }));
  const postBack = usePostBack();
  const [marking, setMarking] = useState(false);

  return (
    <Stack gap="lg" maw={1080}>
      <Anchor component={Link} to="/control/reports/postbacks" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          All postbacks
        </Group>
      </Anchor>
      <PageHeader
        title={`Postback #${postbackId}`}
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconNote size={16} aria-hidden />} onClick={() => setMarking(true)} disabled={!detail.data}>
              Mark…
            </Button>
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => postBack.mutate({ module: "control", postbackId })} disabled={!detail.data} loading={postBack.isPending}>
              Post back again
            </Button>
          </Group>
        }
      />
      <QueryStates query={detail}>
        {(data) => (
          <>
            <Paper p={{ base: "md", sm: "lg" }} radius="lg">
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
                <Meta label="Status">
                  <Group gap={4}>
                    <Badge color={POSTBACK_STATUS_COLORS[data.status]} variant="light" data-testid="postback-status">
                      {POSTBACK_STATUS_LABELS[data.status]}
                    </Badge>
                    {data.sending && (
                      <Badge color="indigo" variant="dot">
                        Sending
                      </Badge>
                    )}
                  </Group>
                </Meta>
                <Meta label="Plugin">{SIS_PLUGIN_LABELS[data.plugin as TSisPlugin] ?? data.plugin}</Meta>
                <Meta label="Company">{data.companyName}</Meta>
                <Meta label="Fee">
                  {data.title} · {formatCents(data.amountCents)}
                </Meta>
                <Meta label="Student">{data.studentName ?? "—"}</Meta>
                <Meta label="Order">
                  <Anchor component={Link} to={`/control/reports/txn/${data.orderId}`}>
                    #{data.orderId}
                  </Anchor>
                  {data.payerName ? ` · ${data.payerName}` : ""}
                </Meta>
                <Meta label="Reference">{data.reference}</Meta>
                <Meta label="Attempts">{data.attempts}</Meta>
                <Meta label="Created">{formatFullDateTime(data.createdAt)}</Meta>
                <Meta label="Sent">{formatFullDateTime(data.sentAt, "Not sent")}</Meta>
                <Meta label="Next attempt">{formatFullDateTime(data.nextAttemptAt, "None")}</Meta>
                <Meta label="Memo">
                  <span data-testid="postback-memo">{data.memo ?? "—"}</span>
                </Meta>
              </SimpleGrid>
              {data.lastError && (
                <Text size="sm" c="red.8" mt="md">
                  Last error: {data.lastError}
                </Text>
              )}
            </Paper>
            <Paper p={{ base: "md", sm: "lg" }} radius="lg">
              <Title order={2} fz="lg" mb="sm">
                Last request and answer
              </Title>
              <CurlLog log={data.curlLog} />
            </Paper>
          </>
        )}
      </QueryStates>
      <PostBackModal postBack={postBack} />
      <MarkPostbackModal postbackId={marking ? postbackId : null} onClose={() => setMarking(false)} />
    </Stack>
  );
}

function Meta({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} lts={0.4}>
        {label}
      </Text>
      <Text component="div" size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </Box>
  );
}
