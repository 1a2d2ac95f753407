import { Anchor, Badge, Button, Input, Paper, SegmentedControl, Stack, Table, Text } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { KeysetListPanel, KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { trpc } from "../../../trpc.ts";
import { CHANNEL_LABELS, CHANNEL_OPTIONS, isChannel } from "../../Promotions/channels.ts";
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
        <Input.Label id="channel-outbox-channel-label" display="block" mb={4}>
          Channel
        </Input.Label>
        <SegmentedControl
          aria-labelledby="channel-outbox-channel-label"
          value={channel ?? "ALL"}
          onChange={(value) => update({ channel: value === "ALL" ? undefined : value })}
          data={[{ value: "ALL", label: "All channels" }, ...CHANNEL_OPTIONS]}
        />
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
                  <Table.Td maw={320}>
                    <Text size="sm" lineClamp={2}>
                      {entry.message}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm">{formatDateTime(entry.createdAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    {entry.link ? (
                      <Anchor href={entry.link} target="_blank" rel="noreferrer" size="sm">
                        Open link
                      </Anchor>
                    ) : (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    )}
                  </Table.Td>
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
