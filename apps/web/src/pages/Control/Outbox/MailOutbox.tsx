import {
  Badge,
  Group,
  Input,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { OUTBOX_PAGE_SIZE, OUTBOX_STATUSES, TYPEAHEAD_DEBOUNCE_MS, type TOutboxStatus } from "@paydesk/validators";
import { IconInbox } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { DataTable } from "../../../components/DataList/index.ts";
import { QueryStates, StaleContent } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { useFilterParams } from "../useFilterParams.ts";
import { openColumn, timeColumn } from "../columns.tsx";
import { humanize } from "../format.ts";
import { OutboxMessageModal } from "./OutboxMessageModal.tsx";
import { STATUS_COLORS, STATUS_LABELS } from "./status.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

type OutboxEntry = inferRouterOutputs<AppRouter>["outbox"]["find"]["entries"][number];

function statusOf(value: string | null): TOutboxStatus | undefined {
  return (OUTBOX_STATUSES as readonly string[]).includes(value ?? "") ? (value as TOutboxStatus) : undefined;
}

/**
 * The outbox's mail tab (docs/product/control-area.md): outgoing mail as stored, newest first, filtered by
 * recipient and status; a message's body opens on demand. Filters live in the address.
 */
export function MailOutbox() {
  const [params, update] = useFilterParams();
  const recipient = params.get("recipient") ?? "";
  const status = statusOf(params.get("status"));
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(recipient);
  const [debounced] = useDebouncedValue(draft.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const [openId, setOpenId] = useState<number | null>(null);

  // Typing filters as it goes (after a short pause), from the first page.
  useEffect(() => {
    if (debounced !== recipient) update({ recipient: debounced || undefined, page: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled draft triggers a search
  }, [debounced]);

  const list = useQuery({
    ...trpc.outbox.find.queryOptions({ module: "control", recipient, status, page, pageSize: OUTBOX_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Paper p={{ base: "md", sm: "lg" }} radius="lg">
        <Group align="flex-end" gap="md" mb="md" wrap="wrap">
          <SearchField
            flex={1}
            miw={240}
            label="Recipient"
            placeholder="Part of an e-mail address"
            value={draft}
            onChange={setDraft}
            maxLength={254}
            autoComplete="off"
          />
          <div>
            <Input.Label id="outbox-status-label" display="block" mb={4}>
              Status
            </Input.Label>
            <SegmentedControl
              aria-labelledby="outbox-status-label"
              value={status ?? "ALL"}
              onChange={(value) => update({ status: value === "ALL" ? undefined : value, page: undefined })}
              data={[{ value: "ALL", label: "All" }, ...OUTBOX_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))]}
            />
          </div>
        </Group>

        <QueryStates query={list} isEmpty={(data) => data.total === 0} empty={<EmptyOutbox filtered={!!recipient || !!status} />}>
          {(data) => {
            const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
            return (
              <StaleContent gap="md" stale={list.isPlaceholderData}>
                <DataTable
                  label="Outgoing mail"
                  minWidth={820}
                  highlightOnHover
                  rows={data.entries}
                  rowKey={(entry) => entry.id}
                  rowProps={() => ({ "data-testid": "outbox-row" })}
                  columns={[
                    {
                      header: "Status",
                      cell: (entry) => (
                        <Tooltip label={entry.lastError ?? ""} disabled={!entry.lastError} multiline w={320}>
                          <Badge color={STATUS_COLORS[entry.status]} variant="light">
                            {STATUS_LABELS[entry.status]}
                          </Badge>
                        </Tooltip>
                      ),
                    },
                    { header: "Recipient", cell: (entry) => <Text size="sm">{entry.to}</Text> },
                    {
                      header: "Subject",
                      cell: (entry) => (
                        <Text size="sm" fw={500} lineClamp={1}>
                          {entry.subject}
                        </Text>
                      ),
                    },
                    {
                      header: "Purpose",
                      cell: (entry) => (
                        <Text size="sm" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                          {humanize(entry.purpose)}
                        </Text>
                      ),
                    },
                    timeColumn<OutboxEntry>((entry) => entry.createdAt),
                    openColumn<OutboxEntry>(
                      "Message",
                      (entry) => `Open “${entry.subject}” to ${entry.to}`,
                      (entry) => setOpenId(entry.id),
                    ),
                  ]}
                />
                <Group justify="space-between" gap="sm">
                  <Text size="sm" c="dimmed" data-testid="outbox-range">
                    {(data.page - 1) * data.pageSize + 1}–{(data.page - 1) * data.pageSize + data.entries.length} of {data.total}
                  </Text>
                  {pages > 1 && (
                    <Pagination
                      total={pages}
                      value={Math.min(page, pages)}
                      onChange={(next) => update({ page: next > 1 ? String(next) : undefined })}
                      size="sm"
                    />
                  )}
                </Group>
              </StaleContent>
            );
          }}
        </QueryStates>
      </Paper>

      <OutboxMessageModal messageId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}

function EmptyOutbox({ filtered }: { filtered: boolean }) {
  return (
    <Stack align="center" gap={6} py="xl" ta="center" data-testid="outbox-empty">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconInbox size={24} aria-hidden />
      </ThemeIcon>
      <Text fw={600}>{filtered ? "No messages match these filters" : "No mail has been sent yet"}</Text>
      <Text size="sm" c="dimmed">
        {filtered ? "Try part of the address, or another status." : "Password reset links and notices will appear here."}
      </Text>
    </Stack>
  );
}
