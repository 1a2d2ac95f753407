import { Alert, Badge, Box, Divider, Modal, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import { CHANNEL_LABELS } from "../../Promotions/channels.ts";
import { formatFullDateTime } from "../format.ts";
import { MetaField } from "../MetaField.tsx";
import { Linkified } from "./Linkified.tsx";

/** One channel post of the outbox, fetched when opened. */
export function ChannelPostModal({ entryId, onClose }: { entryId: number | null; onClose: () => void }) {
  const entry = useQuery({
    ...trpc.channelOutbox.get.queryOptions({ module: "control", id: entryId ?? 0 }),
    enabled: entryId !== null,
    throwOnError: false,
  });
  const data = entry.data;
  return (
    <Modal opened={entryId !== null} onClose={onClose} title={<Text fw={650}>Channel post</Text>} size="xl" radius="lg" padding="lg">
      {entry.isPending && (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={18} width="60%" />
          <Skeleton height={120} mt="sm" />
        </Stack>
      )}
      {entry.isError && (
        <Alert color="red" variant="light">
          {errorMessage(entry.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="md" data-testid="channel-post">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <MetaField label="Channel">
              <Badge variant="light">{CHANNEL_LABELS[data.channel]}</Badge>
            </MetaField>
            <MetaField label="Company">{data.companyName}</MetaField>
            <MetaField label="To">{data.target}</MetaField>
            <MetaField label="Sent">{formatFullDateTime(data.createdAt)}</MetaField>
          </SimpleGrid>
          <Divider />
          <Box component="pre" fz="sm" ff="monospace" m={0} style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
            <Linkified text={data.message} />
          </Box>
          {data.link && (
            <MetaField label="Link">
              <Linkified text={data.link} />
            </MetaField>
          )}
        </Stack>
      )}
    </Modal>
  );
}
