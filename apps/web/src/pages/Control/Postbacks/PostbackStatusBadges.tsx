import { Badge, Group } from "@mantine/core";
import type { TPostbackStatus } from "@paydesk/validators";
import { POSTBACK_STATUS_COLORS, POSTBACK_STATUS_LABELS } from "./status.ts";

/** A postback's status, and "Sending" while the queue or a person is posting it right now. */
export function PostbackStatusBadges({ status, sending }: { status: TPostbackStatus; sending: boolean }) {
  return (
    <Group gap={4}>
      <Badge color={POSTBACK_STATUS_COLORS[status]} variant="light" data-testid="postback-status">
        {POSTBACK_STATUS_LABELS[status]}
      </Badge>
      {sending && (
        <Badge color="indigo" variant="dot">
          Sending
        </Badge>
      )}
    </Group>
  );
}
