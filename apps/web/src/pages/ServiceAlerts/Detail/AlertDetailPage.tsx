import { ActionIcon, Anchor, Card, CopyButton, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { ALERT_MESSAGES, ALERT_TIMINGS, type TModule } from "@paydesk/validators";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { NotFound } from "../../../components/NotFound/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import type { Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { AnswerButtons } from "../AnswerButtons.tsx";
import { AlertLinkAnchor, AlertTypeBadge, describeAudience, describeWindow, isOutsideLink, mayWriteAlerts } from "../format.tsx";
import { ALERT_PATHS } from "../paths.ts";

/** `/{module}/promote/salerts/{id}`: one alert, its link (with a copy button), and the reader's answer. */
export function AlertDetailPage() {
  const { alertId } = useParams();
  const id = Number(alertId);
  return (
    <MenuGate path="promote/salerts/:alertId">
      {(session, module) =>
        Number.isInteger(id) && id > 0 ? <AlertDetail module={module} alertId={id} session={session} /> : <NotFound />
      }
    </MenuGate>
  );
}

function AlertDetail({ module, alertId, session }: { module: TModule; alertId: number; session: Session }) {
  const alert = useQuery(trpc.alerts.get.queryOptions({ module, alertId }));
  return (
    <Stack gap="lg" maw={880}>
      <Anchor component={Link} to={ALERT_PATHS.list(module)} size="sm">
        ← Service alerts
      </Anchor>
      <QueryStates query={alert}>
        {(a) => (
          <Card padding="lg">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start">
                <Title order={1} fz={28}>
                  {a.title}
                </Title>
                <AlertTypeBadge type={a.type} />
              </Group>
              <Text style={{ whiteSpace: "pre-wrap" }}>{a.message}</Text>
              {a.itemUrl && <AlertLink url={a.itemUrl} title={a.itemTitle} />}
              <Text size="sm" c="dimmed">
                {describeWindow(a.startsAt, a.endsAt, a.timeZone)}
                {mayWriteAlerts(session) && ` · ${describeAudience(a.audience, a.companyName)} · by ${a.createdBy}`}
              </Text>
              {a.running && (
                <AnswerButtons module={module} alertId={a.alertId} title={a.title} answered={a.answer?.type ?? null} />
              )}
              {a.answer?.type === "dismissed" && (
                <Text size="sm" c="dimmed">
                  You dismissed this alert.
                </Text>
              )}
            </Stack>
          </Card>
        )}
      </QueryStates>
    </Stack>
  );
}

/**
 * The alert's link, and a button copying its full address; "Link copied" shows for 5 s
 * (docs/product/dashboard-images-promotions.md).
 */
function AlertLink({ url, title }: { url: string; title: string | null }) {
  const address = isOutsideLink(url) ? url : `${window.location.origin}${url}`;
  return (
    <Group gap="xs">
      <AlertLinkAnchor url={url} title={title} />
      <CopyButton value={address} timeout={ALERT_TIMINGS.copyConfirmationMs}>
        {({ copied, copy }) => (
          <Group gap={4}>
            <Tooltip label="Copy link" withArrow>
              <ActionIcon variant="subtle" color={copied ? "teal" : "gray"} onClick={copy} aria-label="Copy link">
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
            {copied && (
              <Text size="sm" c="teal.9" role="status">
                {ALERT_MESSAGES.copied}
              </Text>
            )}
          </Group>
        )}
      </CopyButton>
    </Group>
  );
}
