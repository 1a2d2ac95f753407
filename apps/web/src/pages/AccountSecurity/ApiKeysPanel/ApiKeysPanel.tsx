import { Button, Code, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconKey, IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
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
          <DataTable
            label="API keys"
            minWidth={640}
            highlightOnHover
            rows={data}
            rowKey={(key) => key.id}
            rowProps={() => ({ "data-testid": "api-key-row" })}
            columns={apiKeyColumns(askRevoke)}
          />
        )}
      </QueryStates>

      <CreateApiKeyModal opened={createOpen} onClose={create.close} />
      <RevokeApiKeyModal opened={revokeOpen} apiKey={revoking} onClose={revokeDialog.close} />
    </Paper>
  );
}

function apiKeyColumns(onRevoke: (key: ApiKeyRow) => void): DataColumns<ApiKeyRow> {
  return [
    {
      header: "Name",
      cell: (key) => (
        <Text span inherit fw={600}>
          {key.name}
        </Text>
      ),
    },
    // Only the prefix is stored in clear: enough to tell keys apart.
    { header: "Key", cell: (key) => <Code>pdk_{key.prefix}_…</Code> },
    { header: "Created", cell: (key) => formatDate(key.createdAt) },
    { header: "Last used", cell: (key) => formatDateTime(key.lastUsedAt, "Never") },
    { header: "Expires", cell: (key) => formatDate(key.expiresAt, "Never") },
    {
      header: "Actions",
      hideHeader: true,
      align: "right",
      cell: (key) => (
        <Button size="xs" variant="subtle" color="red" aria-label={`Revoke ${key.name}`} onClick={() => onRevoke(key)}>
          Revoke
        </Button>
      ),
    },
  ];
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
