import { Badge, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { PROMOTION_MESSAGES, type TModule } from "@paydesk/validators";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import { formatDateTime } from "../../Control/format.ts";
import { CHANNEL_LABELS, isChannel, POST_STATE_COLORS, POST_STATE_LABELS } from "../channels.ts";
import { ChannelFilter, linkColumn, messageColumn } from "../post-cells.tsx";
import { PROMOTION_ROUTES } from "../paths.ts";

type PostRow = inferRouterOutputs<AppRouter>["promotions"]["list"]["posts"][number];

const postColumns = (module: TModule, cancel: ReturnType<typeof useCancelPost>): DataColumns<PostRow> => [
  {
    header: "State",
    cell: (post) => (
      <Tooltip label={post.error ?? ""} disabled={!post.error} multiline w={320}>
        <Badge color={POST_STATE_COLORS[post.state]} variant="light">
          {POST_STATE_LABELS[post.state]}
        </Badge>
      </Tooltip>
    ),
  },
  { header: "Channel", cell: (post) => CHANNEL_LABELS[post.channel] },
  {
    header: "Item",
    cell: (post) => (
      <Text size="sm" fw={500}>
        {post.itemTitle}
      </Text>
    ),
  },
  messageColumn((post) => post.message),
  {
    header: "Time",
    cell: (post) => (
      <div style={{ whiteSpace: "nowrap" }}>
        <Text size="sm">{formatDateTime(post.sentAt ?? post.scheduledAt)}</Text>
        <Text size="xs" c="dimmed">
          {post.sentAt ? "Sent" : post.scheduledAt ? "Scheduled" : ""}
        </Text>
      </div>
    ),
  },
  linkColumn((post) => post.link, "Open post"),
  {
    header: "Actions",
    align: "right",
    cell: (post) =>
      post.state === "SCHEDULED" && (
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
      ),
  },
];

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
      <DataList
        query={list}
        stale={list.isPlaceholderData}
        flush
        rows={(data) => data.posts}
        rowKey={(post) => post.postId}
        rowProps={() => ({ "data-testid": "post-row" })}
        label="Posts"
        columns={postColumns(module, cancel)}
        minWidth={900}
        verticalSpacing="sm"
        highlightOnHover
        empty={channel ? "No post on this channel yet." : "No post yet. Compose one from the Promote menu."}
        emptyTestId="posts-empty"
      />
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
