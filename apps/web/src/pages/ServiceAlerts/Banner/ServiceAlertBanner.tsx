import { Alert, Group, Stack, Text } from "@mantine/core";
import { ALERT_TIMINGS, type TModule } from "@paydesk/validators";
import { IconSpeakerphone } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { AnswerButtons } from "../AnswerButtons.tsx";
import { AlertLinkAnchor, alertTypeColor } from "../format.tsx";

const STAFF_MODULES: readonly TModule[] = ["school", "vendor", "business", "control"];

/**
 * The messages addressed to the reader, above every staff page. Fetched at most every 1800 s (spec
 * 3 §9; the server caches the alerts as long), and again at once after an answer.
 */
export function ServiceAlertBanner({ session, module }: { session: Session; module: TModule }) {
  const enabled = session.user.kind !== "PARENT" && STAFF_MODULES.includes(module);
  const messages = useQuery({
    ...trpc.alerts.messages.queryOptions({ module }, { staleTime: ALERT_TIMINGS.messagesCacheSeconds * 1000 }),
    enabled,
  });
  if (!enabled) return null;
  // The banners push the page down when they arrive: until then the page is still loading
  // (aria-busy, the app's mark for it), so nothing is used in a place about to move.
  if (messages.isPending) return <div aria-busy="true" />;
  if (!messages.data?.length) return null;
  return (
    <Stack gap="xs" mb="lg" role="region" aria-label="Service alerts">
      {messages.data.map((m) => (
        <Alert
          key={m.alertId}
          color={alertTypeColor(m.type)}
          variant="light"
          title={m.title}
          icon={<IconSpeakerphone size={18} aria-hidden />}
          role="note"
          data-testid="service-alert"
        >
          <Stack gap="xs">
            <Text size="sm">{m.message}</Text>
            <Group justify="space-between" gap="xs">
              {m.itemUrl ? <AlertLinkAnchor url={m.itemUrl} title={m.itemTitle} size="sm" /> : <span />}
              <AnswerButtons module={module} alertId={m.alertId} title={m.title} answered={null} quiet />
            </Group>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
