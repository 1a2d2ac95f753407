import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { SIS_PLUGIN_LABELS, type TSisPlugin } from "@paydesk/validators";
import { IconArrowLeft, IconNote, IconSend } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { orderText } from "../../../lib/labels.ts";
import { trpc } from "../../../trpc.ts";
import { formatFullDateTime } from "../format.ts";
import { MetaField } from "../MetaField.tsx";
import { CurlLog } from "./CurlLog.tsx";
import { MarkPostbackModal } from "./MarkPostbackModal.tsx";
import { PostBackModal, usePostBack } from "./PostBackModal.tsx";
import { PostbackStatusBadges } from "./PostbackStatusBadges.tsx";

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
                <MetaField label="Status">
                  <PostbackStatusBadges status={data.status} sending={data.sending} />
                </MetaField>
                <MetaField label="Plugin">{SIS_PLUGIN_LABELS[data.plugin as TSisPlugin] ?? data.plugin}</MetaField>
                <MetaField label="Company">{data.companyName}</MetaField>
                <MetaField label="Fee">
                  {data.title} · {formatCents(data.amountCents)}
                </MetaField>
                <MetaField label="Student">{data.studentName ?? "—"}</MetaField>
                <MetaField label="Order">
                  <Anchor component={Link} to={`/control/reports/txn/${data.orderId}`}>
                    {orderText(data.orderId)}
                  </Anchor>
                  {data.payerName ? ` · ${data.payerName}` : ""}
                </MetaField>
                <MetaField label="Reference">{data.reference}</MetaField>
                <MetaField label="Attempts">{data.attempts}</MetaField>
                <MetaField label="Created">{formatFullDateTime(data.createdAt, undefined, data.timeZone)}</MetaField>
                <MetaField label="Sent">{formatFullDateTime(data.sentAt, "Not sent", data.timeZone)}</MetaField>
                <MetaField label="Next attempt">{formatFullDateTime(data.nextAttemptAt, "None", data.timeZone)}</MetaField>
                <MetaField label="Memo">
                  <span data-testid="postback-memo">{data.memo ?? "—"}</span>
                </MetaField>
              </SimpleGrid>
              {data.lastError && (
                <Text size="sm" c="red.9" mt="md">
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
