import { Badge, Button, Paper, Stack, Table, Text } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { KeysetListPanel, KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { trpc } from "../../../trpc.ts";
import { CHANNEL_LABELS, isChannel } from "../../Promotions/channels.ts";
import { ChannelFilter, LinkCell, MessageCell } from "../../Promotions/post-cells.tsx";
import { formatDateTime } from "../format.ts";
import { useFilterParams } from "../useFilterParams.ts";
import { ChannelPostModal } from "./ChannelPostModal.tsx";

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
      <KeysetListPanel
        query={{ ...list, data: list.data && { rows: list.data.entries } }}
        emptyText={channel ? "Nothing was posted on this channel yet." : "No channel post was sent yet."}
        emptyTestId="channel-outbox-empty"
        minWidth={900}
      >
        {({ rows }) => (
          <Table verticalSpacing="sm" highlightOnHover aria-label="Channel posts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Channel</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Message</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th>Link</Table.Th>
                <Table.Th ta="right">Post</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((entry) => (
                <Table.Tr key={entry.id} data-testid="channel-outbox-row">
                  <Table.Td>
                    <Badge variant="light">{CHANNEL_LABELS[entry.channel]}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.companyName}</Text>
                  </Table.Td>
                  <Table.Td maw={220}>
                    <Text size="sm" lineClamp={2} style={{ wordBreak: "break-word" }}>
                      {entry.target}
                    </Text>
                  </Table.Td>
                  <MessageCell message={entry.message} />
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm">{formatDateTime(entry.createdAt)}</Text>
                  </Table.Td>
                  <LinkCell link={entry.link} label="Open link" />
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="subtle"
                      leftSection={<IconMailOpened size={14} aria-hidden />}
                      onClick={() => setOpenId(entry.id)}
                      aria-label={`Open the ${CHANNEL_LABELS[entry.channel]} post to ${entry.target}`}
                    >
                      Open
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </KeysetListPanel>
      <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />
      <ChannelPostModal entryId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
