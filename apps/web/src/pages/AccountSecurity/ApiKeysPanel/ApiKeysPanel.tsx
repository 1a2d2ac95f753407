import { Button, Code, Group, Paper, Stack, Table, Text, ThemeIcon, Title, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconKey, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { CreateApiKeyModal } from "./CreateApiKeyModal.tsx";
import { formatDate, formatDateTime } from "./format.ts";
import { RevokeApiKeyModal } from "./RevokeApiKeyModal.tsx";
import type { ApiKeyRow } from "./types.ts";


/** The signed-in user's API keys: internal tools call the API with them, acting as this user. */
export function ApiKeysPanel() {
  const keys = useQuery(trpc.account.apiKeys.find.queryOptions());
  const [createOpen, create] = useDisclosure(false);
  const [revokeOpen, revokeDialog] = useDisclosure(false);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const askRevoke = (key: ApiKeyRow) => {
    setRevoking(key);
    revokeDialog.open();
  };

  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg">
      <Group justify="space-between" align="flex-start" mb="md" gap="md">
        <div>
          <Title order={2} fz="lg">
            API keys
          </Title>
          <Text size="sm" c="dimmed" maw={520}>
            Internal tools use an API key to call PayDesk on your behalf, with your permissions. Revoke a key as soon as a tool no
            longer needs it.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.open}>
          Create API key
        </Button>
      </Group>

      <QueryStates query={keys} rows={2} isEmpty={(data) => data.length === 0} empty={<EmptyKeys />}>
        {(data) => (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover aria-label="API keys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>Expires</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((key) => (
                  <Table.Tr key={key.id} data-testid="api-key-row">
                    <Table.Td fw={600}>{key.name}</Table.Td>
                    <Table.Td>
                      {/* Only the prefix is stored in clear: enough to tell keys apart. */}
                      <Code>pdk_{key.prefix}_…</Code>
                    </Table.Td>
                    <Table.Td>{formatDate(key.createdAt)}</Table.Td>
                    <Table.Td>{formatDateTime(key.lastUsedAt, "Never")}</Table.Td>
                    <Table.Td>{formatDate(key.expiresAt, "Never")}</Table.Td>
                    <Table.Td ta="right">
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Revoke ${key.name}`}
                        onClick={() => askRevoke(key)}
                      >
                        Revoke
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryStates>

      <CreateApiKeyModal opened={createOpen} onClose={create.close} />
      <RevokeApiKeyModal opened={revokeOpen} apiKey={revoking} onClose={revokeDialog.close} />
    </Paper>
  );
}

function EmptyKeys() {
  return (
    <Stack align="center" gap={6} py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconKey size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>No API keys yet</Text>
      <Text size="sm" c="dimmed">
        Create one when a tool needs to connect to PayDesk.
      </Text>
    </Stack>
  );
}
