import {
  Alert,
  Badge,
  Box,
  Code,
  Divider,
  Group,
  Modal,
  ScrollArea,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import { formatFullDateTime, humanize } from "../format.ts";
import { MetaField } from "../MetaField.tsx";
import { Linkified } from "./Linkified.tsx";
import { STATUS_COLORS, STATUS_LABELS } from "./status.ts";

/** One message of the outbox with its body, fetched only when opened. */
export function OutboxMessageModal({ messageId, onClose }: { messageId: number | null; onClose: () => void }) {
  const message = useQuery({
    ...trpc.outbox.get.queryOptions({ module: "control", id: messageId ?? 0 }),
    enabled: messageId !== null,
    throwOnError: false,
    // Bodies hold secrets: do not keep them in memory longer than the dialog is open.
    gcTime: 0,
    staleTime: 0,
  });
  const data = message.data;

  return (
    <Modal
      opened={messageId !== null}
      onClose={onClose}
      title={<Text fw={650}>{data?.subject ?? "Message"}</Text>}
      size="xl"
      radius="lg"
      padding="lg"
    >
      {message.isPending && (
        <Stack gap="xs" aria-hidden>
          <Skeleton height={18} width="60%" />
          <Skeleton height={18} width="40%" />
          <Skeleton height={160} mt="sm" />
        </Stack>
      )}
      {message.isError && (
        <Alert color="red" variant="light">
          {errorMessage(message.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="md" data-testid="outbox-message">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <MetaField label="To">{data.to}</MetaField>
            <MetaField label="Status">
              <Badge color={STATUS_COLORS[data.status]} variant="light">
                {STATUS_LABELS[data.status]}
              </Badge>
            </MetaField>
            <MetaField label="Purpose">{humanize(data.purpose)}</MetaField>
            <MetaField label="Attempts">{data.attempts}</MetaField>
            <MetaField label="Created">{formatFullDateTime(data.createdAt)}</MetaField>
            <MetaField label="Sent">{formatFullDateTime(data.sentAt, "Not sent")}</MetaField>
          </SimpleGrid>
          {data.lastError && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Last delivery error">
              {data.lastError}
            </Alert>
          )}
          <Group gap={6} c="dimmed">
            <IconLock size={14} aria-hidden />
            <Text size="xs">Messages can hold password reset links. Do not share them; opening this one was recorded.</Text>
          </Group>
          <Divider />
          <Tabs defaultValue="text" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="text">Text</Tabs.Tab>
              {data.html && <Tabs.Tab value="html">HTML source</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="text" pt="sm">
              <ScrollArea.Autosize mah={360} type="auto">
                <Box
                  component="pre"
                  fz="sm"
                  ff="monospace"
                  m={0}
                  style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}
                  data-testid="outbox-body"
                >
                  <Linkified text={data.text} />
                </Box>
              </ScrollArea.Autosize>
            </Tabs.Panel>
            {data.html && (
              <Tabs.Panel value="html" pt="sm">
                <ScrollArea.Autosize mah={360} type="auto">
                  {/* Shown as source, never rendered: mail HTML is not trusted in this page. */}
                  <Code block>{data.html}</Code>
                </ScrollArea.Autosize>
              </Tabs.Panel>
            )}
          </Tabs>
        </Stack>
      )}
    </Modal>
  );
}
