import { Alert, Anchor, Text } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { formatDateTime } from "../../Control/format.ts";

export interface PostOutcome {
  message: string;
  state: "SENT" | "SCHEDULED";
  link: string | null;
  scheduledAt: Date | null;
}

/** What the last save did: "Saved", and the post's link once sent or its time once scheduled. */
export function PostResult({ outcome }: { outcome: PostOutcome }) {
  return (
    <Alert
      color="teal"
      variant="light"
      icon={<IconCheck size={18} aria-hidden />}
      title={outcome.message}
      // Good news is announced politely, not as an alert.
      role="status"
      data-testid="post-result"
    >
      {outcome.state === "SCHEDULED" ? (
        <Text size="sm">Scheduled for {formatDateTime(outcome.scheduledAt)}. It is listed with your posts until it goes out.</Text>
      ) : outcome.link ? (
        <Text size="sm">
          Posted:{" "}
          <Anchor href={outcome.link} target="_blank" rel="noreferrer" style={{ wordBreak: "break-all" }}>
            {outcome.link}
          </Anchor>
        </Text>
      ) : (
        <Text size="sm">Sent.</Text>
      )}
    </Alert>
  );
}
