import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { TModule } from "@paydesk/validators";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import type { Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { AlertTypeBadge, describeAudience, describeWindow, mayWriteAlerts } from "../format.tsx";
import { ALERT_PATHS } from "../paths.ts";

/** `/{module}/promote/salerts`: the alerts addressed to the reader's company (control: every alert). */
export function AlertListPage() {
  return <MenuGate path="promote/salerts">{(session, module) => <AlertList module={module} session={session} />}</MenuGate>;
}

const ANSWER_LABELS = { seen: "Seen", dismissed: "Dismissed" } as const;

type AlertRow = inferRouterOutputs<AppRouter>["alerts"]["list"][number];

/** A writer (control staff) also sees whom each alert addresses. */
const alertColumns = (module: TModule, writer: boolean): DataColumns<AlertRow> => [
  {
    header: "Alert",
    cell: (alert) => (
      <Anchor component={Link} to={ALERT_PATHS.detail(module, alert.alertId)}>
        {alert.title}
      </Anchor>
    ),
  },
  { header: "Kind", cell: (alert) => <AlertTypeBadge type={alert.type} /> },
  writer && { header: "Audience", cell: (alert) => describeAudience(alert.audience, alert.companyName) },
  {
    header: "Shown",
    cell: (alert) => (
      <>
        <Text size="sm">{describeWindow(alert.startsAt, alert.endsAt, alert.timeZone)}</Text>
        {!alert.running && (
          <Badge color="gray" variant="light" mt={4}>
            Not showing
          </Badge>
        )}
      </>
    ),
  },
  { header: "You", cell: (alert) => (alert.answer ? ANSWER_LABELS[alert.answer.type] : "New") },
];

function AlertList({ module, session }: { module: TModule; session: Session }) {
  const alerts = useQuery(trpc.alerts.list.queryOptions({ module }));
  const writer = mayWriteAlerts(session);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Service alerts"
        description={
          writer
            ? "Messages to administrators: one company, a company and its sites, or everyone."
            : "Messages from platform support about your account and the service."
        }
        actions={
          writer && (
            <Button component={Link} to={ALERT_PATHS.create(module)} leftSection={<IconPlus size={16} aria-hidden />}>
              New alert
            </Button>
          )
        }
      />
      <DataList
        query={alerts}
        rows={(rows) => rows}
        rowKey={(alert) => alert.alertId}
        rowProps={() => ({ "data-testid": "alert-row" })}
        label="Service alerts"
        columns={alertColumns(module, writer)}
        minWidth={760}
        empty="No service alerts."
      />
    </Stack>
  );
}
