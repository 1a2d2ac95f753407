import { Badge, Button, Group, Stack, Table, Text, Tooltip } from "@mantine/core";
import { PROMOTION_MESSAGES, type TModule } from "@paydesk/validators";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { KeysetListPanel, KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import { formatDateTime } from "../../Control/format.ts";
import { CHANNEL_LABELS, isChannel, POST_STATE_COLORS, POST_STATE_LABELS } from "../channels.ts";
import { ChannelFilter, LinkCell, MessageCell } from "../post-cells.tsx";
import { PROMOTION_ROUTES } from "../paths.ts";

/** `/school/promote/posts`: the company's posts, scheduled and sent, newest first; a scheduled one can be cancelled. */
export function PostsPage() {
  return <MenuGate path={PROMOTION_ROUTES.posts}>{(_session, module) => <Posts module={module} />}</MenuGate>;
}

function Posts({ module }: { module: TModule }) {
  const [params, setParams] = useSearchParams();
  const channelParam = params.get("channel");
  const channel = isChannel(channelParam) ? channelParam : undefined;
  const pages = useKeysetPages<number>(channel ?? "");
  const list = useQuery({
    ...trpc.promotions.list.queryOptions({ module, channel, cursor: pages.after }),
    placeholderData: keepPreviousData,
  });
  const cancel = useCancelPost();

  return (
    <Stack gap="lg" maw={1180}>
      <PageHeader title="Posts" description="Your promotion posts: scheduled ones wait for their time, sent ones carry their link." />
      <ChannelFilter value={channel} onChange={(next) => setParams(next ? { channel: next } : {}, { replace: true })} />
      <KeysetListPanel
        query={{ ...list, data: list.data && { rows: list.data.posts, nextCursor: list.data.nextCursor } }}
        emptyText={channel ? "No post on this channel yet." : "No post yet. Compose one from the Promote menu."}
        emptyTestId="posts-empty"
        minWidth={900}
      >
        {({ rows }) => (
          <Table verticalSpacing="sm" highlightOnHover aria-label="Posts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>State</Table.Th>
                <Table.Th>Channel</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th ta="right">Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((post) => (
                <Table.Tr key={post.postId} data-testid="post-row">
                  <Table.Td>
                    <Tooltip label={post.error ?? ""} disabled={!post.error} multiline w={320}>
                      <Badge color={POST_STATE_COLORS[post.state]} variant="light" styles={{ label: { overflow: "visible" } }}>
                        {POST_STATE_LABELS[post.state]}
                      </Badge>
                    </Tooltip>
                  </Table.Td>
                  <Table.Td>{CHANNEL_LABELS[post.channel]}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {post.itemTitle}
                    </Text>
                  </Table.Td>
                  <MessageCell message={post.message} />
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm">{formatDateTime(post.sentAt ?? post.scheduledAt)}</Text>
                    <Text size="xs" c="dimmed">
                      {post.sentAt ? "Sent" : post.scheduledAt ? "Scheduled" : ""}
                    </Text>
                  </Table.Td>
                  <LinkCell link={post.link} label="Open post" />
                  <Table.Td ta="right">
                    {post.state === "SCHEDULED" && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        loading={cancel.isPending && cancel.variables.postId === post.postId}
                        onClick={() => cancel.mutate({ module, postId: post.postId })}
                        aria-label={`Cancel the scheduled post for ${post.itemTitle}`}
                      >
                        Cancel
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </KeysetListPanel>
      <Group justify="flex-end">
        <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />
      </Group>
    </Stack>
  );
}

function useCancelPost() {
  const queryClient = useQueryClient();
  return useMutation(
    trpc.promotions.cancel.mutationOptions({
      onSuccess: async () => {
        notifySuccess(PROMOTION_MESSAGES.cancelled);
        await queryClient.invalidateQueries({ queryKey: trpc.promotions.list.pathKey() });
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
}
