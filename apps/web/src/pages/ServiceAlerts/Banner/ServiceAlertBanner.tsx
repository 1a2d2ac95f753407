import { Group, Paper, Stack, Text, ThemeIcon, UnstyledButton } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconChevronDown, IconSpeakerphone } from "@tabler/icons-react";
import { useId, useState } from "react";
import { AnswerButtons } from "../AnswerButtons.tsx";
import { AlertLinkAnchor, alertTypeColor } from "../format.tsx";

/** One alert as the server answers it for the reader (alerts.messages). */
export interface BannerAlert {
  alertId: number;
  title: string;
  message: string;
  type: Parameters<typeof alertTypeColor>[0];
  itemUrl: string | null;
  itemTitle: string | null;
}

/**
 * One alert on one line (its title and the start of its message), opened in place for the whole
 * message and its link: several alerts must not push the page a screen down. Each person answers
 * each alert for themselves (the server remembers it per user).
 */
function BannerRow({ module, alert }: { module: TModule; alert: BannerAlert }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const color = alertTypeColor(alert.type);
  return (
    <Paper
      px="sm"
      py={4}
      radius="sm"
      bg={`var(--mantine-color-${color}-light)`}
      role="note"
      aria-label={alert.title}
      data-testid="service-alert"
    >
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size="sm" variant="transparent" color={color} aria-hidden>
          <IconSpeakerphone size={16} />
        </ThemeIcon>
        <UnstyledButton
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
          aria-controls={detailsId}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="service-alert-toggle"
        >
          <Group gap={6} wrap="nowrap">
            <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
              <Text span fw={700} size="sm">
                {alert.title}
              </Text>
              {open ? null : ` — ${alert.message}`}
            </Text>
            <IconChevronDown
              size={14}
              aria-hidden
              style={{ flexShrink: 0, transform: open ? "rotate(180deg)" : undefined }}
            />
          </Group>
        </UnstyledButton>
        <AnswerButtons module={module} alertId={alert.alertId} title={alert.title} answered={null} quiet compact />
      </Group>
      {open && (
        <Stack gap={4} pt={4} pb={4} pl={30} id={detailsId} data-testid="service-alert-details">
          <Text size="sm">{alert.message}</Text>
          {alert.itemUrl ? <AlertLinkAnchor url={alert.itemUrl} title={alert.itemTitle} size="sm" /> : null}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The messages for the reader on every staff page: only those true for them and that they can act
 * on (the server's domain rule alertIsForReader), one compact line each. Those known when the page
 * was shown lead it; any that arrive later follow it (`late`), so the page never moves under the
 * reader (useServiceAlerts.ts).
 */
export function ServiceAlertBanner({ module, messages, late = false }: { module: TModule; messages: BannerAlert[]; late?: boolean }) {
  return (
    <Stack
      gap={4}
      mb={late ? undefined : "md"}
      mt={late ? "md" : undefined}
      role="region"
      aria-label={late ? "New service alerts" : "Service alerts"}
    >
      {messages.map((m) => (
        <BannerRow key={m.alertId} module={module} alert={m} />
      ))}
    </Stack>
  );
}
