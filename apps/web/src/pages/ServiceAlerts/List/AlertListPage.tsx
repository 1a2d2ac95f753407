import { Anchor, Badge, Button, Card, Stack, Table, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import type { Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { AlertTypeBadge, describeAudience, describeWindow, mayWriteAlerts } from "../format.tsx";
import { ALERT_PATHS } from "../paths.ts";

/** `/{module}/promote/salerts`: the alerts addressed to the reader's company (control: every alert). */
export function AlertListPage() {
  return <MenuGate path="promote/salerts">{(session, module) => <AlertList module={module} session={session} />}</MenuGate>;
}

const ANSWER_LABELS = { seen: "Seen", dismissed: "Dismissed" } as const;

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
      <QueryStates
        query={alerts}
        isEmpty={(rows) => rows.length === 0}
        empty={
          <Card padding="lg">
            <Text>No service alerts.</Text>
          </Card>
        }
      >
        {(rows) => (
          <Card padding="lg">
            <Table.ScrollContainer minWidth={760}>
              <Table verticalSpacing="sm" aria-label="Service alerts">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Alert</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    {writer && <Table.Th>Audience</Table.Th>}
                    <Table.Th>Shown</Table.Th>
                    <Table.Th>You</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((alert) => (
                    <Table.Tr key={alert.alertId} data-testid="alert-row">
                      <Table.Td>
                        <Anchor component={Link} to={ALERT_PATHS.detail(module, alert.alertId)}>
                          {alert.title}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        <AlertTypeBadge type={alert.type} />
                      </Table.Td>
                      {writer && <Table.Td>{describeAudience(alert.audience, alert.companyName)}</Table.Td>}
                      <Table.Td>
                        <Text size="sm">{describeWindow(alert.startsAt, alert.endsAt)}</Text>
                        {!alert.running && (
                          <Badge color="gray" variant="light" mt={4}>
                            Not showing
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{alert.answer ? ANSWER_LABELS[alert.answer.type] : "New"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}
