import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { DataTable, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { errorMessage } from "../../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { formatChargeDay, formatNextCharge } from "../format.ts";
import { SERIES_PATHS } from "../paths.ts";
import { SeriesStatusBadge } from "../SeriesStatusBadge.tsx";
import { StopSeriesModal } from "./StopSeriesModal.tsx";
import { cardText, chargesLeftText, orderText } from "../../../lib/labels.ts";

/** `/{module}/series/{id}`: one series, its charges past (with their orders) and to come, and Stop. */
export function SeriesDetailPage() {
  const { seriesId } = useParams();
  const id = Number(seriesId);
  return (
    <MenuGate path="series/:seriesId">
      {(session, module) => (Number.isInteger(id) && id > 0 ? <SeriesDetail module={module} seriesId={id} session={session} /> : <NotFound />)}
    </MenuGate>
  );
}

const TO_COME = new Set(["SCHEDULED", "RETRYING"]);

function SeriesDetail({ module, seriesId, session }: { module: TModule; seriesId: number; session: Session }) {
  const queryClient = useQueryClient();
  const series = useQuery(trpc.series.get.queryOptions({ module, seriesId }));
  const [confirming, setConfirming] = useState(false);
  const stop = useMutation(
    trpc.series.stop.mutationOptions({
      onSuccess: async (result) => {
        setConfirming(false);
        notifySuccess(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.series.pathKey() });
      },
      onError: (error) => {
        setConfirming(false);
        notifyError(errorMessage(error));
      },
    }),
  );
  // The server decides (reports.manage, or the parent's own series); this only hides a button that would be refused.
  const mayStop = module === "parent" || hasPermission(session, "reports.manage");

  return (
    <Stack gap="lg" maw={1100}>
      <QueryStates query={series}>
        {(s) => {
          const past = s.occurrences.filter((o) => !TO_COME.has(o.status));
          const toCome = s.occurrences.filter((o) => TO_COME.has(o.status));
          return (
            <>
              {/* The series by what it is for: its number and the item's code are ours, not the payer's. */}
              <PageHeader
                title={s.title}
                description={module === "parent" ? "Paid with your card on its schedule: what was charged, and what comes next." : "Charged to the payor's card on its schedule."}
              />
              <Card padding="lg">
                <Group justify="space-between" align="flex-start">
                  <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" style={{ flex: 1 }}>
                    <Fact label="Status">
                      <SeriesStatusBadge status={s.status} />
                    </Fact>
                    <Fact label="Payor">{s.payorName}</Fact>
                    <Fact label="Student">{s.studentName ?? "—"}</Fact>
                    <Fact label="Each charge">{formatCents(s.totalCents)}</Fact>
                    <Fact label="Card">{s.cardLast4 ? cardText(s.cardBrand, s.cardLast4) : "—"}</Fact>
                    <Fact label="Next charge">{formatNextCharge(s.nextChargeAt, s.timeZone)}</Fact>
                    <Fact label="Charges left">{chargesLeftText(s.remaining)}</Fact>
                    <Fact label="Paid to">{s.companyName}</Fact>
                  </SimpleGrid>
                  {mayStop && s.status === "ACTIVE" && (
                    <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                      Stop series
                    </Button>
                  )}
                </Group>
              </Card>
              <Occurrences title="Charges made" module={module} rows={past} empty="No charges yet." />
              <Occurrences title="Charges to come" module={module} rows={toCome} empty="Nothing more will be charged." />
              <StopSeriesModal
                opened={confirming}
                title={s.title}
                busy={stop.isPending}
                onCancel={() => setConfirming(false)}
                onConfirm={() => stop.mutate({ module, seriesId })}
              />
            </>
          );
        }}
      </QueryStates>
      <Anchor component={Link} to={SERIES_PATHS.list(module)}>
        Back to the series
      </Anchor>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

interface OccurrenceRow {
  occurrenceId: number;
  sequence: number;
  dueOn: string;
  status: string;
  attempts: number;
  orderId: number | null;
  lastError: string | null;
}

function occurrenceColumns(module: TModule): DataColumns<OccurrenceRow> {
  return [
    { header: "#", cell: (o) => o.sequence },
    { header: "Day", cell: (o) => formatChargeDay(o.dueOn) },
    { header: "Status", cell: (o) => <SeriesStatusBadge status={o.status} /> },
    {
      header: "Order",
      cell: (o) =>
        o.orderId ? (
          <Anchor component={Link} to={SERIES_PATHS.order(module, o.orderId)}>
            {orderText(o.orderId)}
          </Anchor>
        ) : (
          "—"
        ),
    },
    { header: "Note", cell: (o) => o.lastError ?? (o.attempts > 1 ? `${o.attempts} attempts` : "") },
  ];
}

function Occurrences({ title, module, rows, empty }: { title: string; module: TModule; rows: OccurrenceRow[]; empty: string }) {
  return (
    <Card padding="lg">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <DataTable
          label={title}
          minWidth={600}
          verticalSpacing="xs"
          rows={rows}
          rowKey={(o) => o.occurrenceId}
          rowProps={() => ({ "data-testid": "series-occurrence" })}
          columns={occurrenceColumns(module)}
        />
      )}
    </Card>
  );
}
