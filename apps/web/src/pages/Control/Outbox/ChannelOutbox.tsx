import { Badge, Paper, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { trpc } from "../../../trpc.ts";
import { CHANNEL_LABELS, isChannel } from "../../Promotions/channels.ts";
import { ChannelFilter, linkColumn, messageColumn } from "../../Promotions/post-cells.tsx";
import { openColumn, timeColumn } from "../columns.tsx";
import { useFilterParams } from "../useFilterParams.ts";
import { ChannelPostModal } from "./ChannelPostModal.tsx";

type ChannelEntry = inferRouterOutputs<AppRouter>["channelOutbox"]["find"]["entries"][number];

const channelOutboxColumns = (open: (id: number) => void): DataColumns<ChannelEntry> => [
  { header: "Channel", cell: (entry) => <Badge variant="light">{CHANNEL_LABELS[entry.channel]}</Badge> },
  { header: "Company", cell: (entry) => <Text size="sm">{entry.companyName}</Text> },
  {
    header: "To",
    maxWidth: 220,
    cell: (entry) => (
      <Text size="sm" lineClamp={2} style={{ wordBreak: "break-word" }}>
        {entry.target}
      </Text>
    ),
  },
  messageColumn((entry) => entry.message),
  timeColumn((entry) => entry.createdAt),
  linkColumn((entry) => entry.link, "Open link"),
  openColumn(
    "Post",
    (entry) => `Open the ${CHANNEL_LABELS[entry.channel]} post to ${entry.target}`,
    (entry) => open(entry.id),
  ),
];

/**
 * The outbox's channel tab: every post the default channel adapters recorded (social page, mail
 * campaign, marketing list, short post), newest first, by channel; one opens with its full text.
 */
export function ChannelOutbox() {
  const [params, update] = useFilterParams();
  const channelParam = params.get("channel");
  const channel = isChannel(channelParam) ? channelParam : undefined;
  const pages = useKeysetPages<number>(channel ?? "");
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    ...trpc.channelOutbox.find.queryOptions({ module: "control", channel, cursor: pages.after }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="md">
      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        <ChannelFilter value={channel} onChange={(next) => update({ channel: next })} />
      </Paper>
      <DataList
        query={list}
        stale={list.isPlaceholderData}
        flush
        rows={(data) => data.entries}
        rowKey={(entry) => entry.id}
        rowProps={() => ({ "data-testid": "channel-outbox-row" })}
        label="Channel posts"
        columns={channelOutboxColumns(setOpenId)}
        minWidth={900}
        verticalSpacing="sm"
        highlightOnHover
        empty={channel ? "Nothing was posted on this channel yet." : "No channel post was sent yet."}
        emptyTestId="channel-outbox-empty"
      />
      <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />
      <ChannelPostModal entryId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
