import { Button, Group } from "@mantine/core";
import type { TAlertAckType, TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";

interface AnswerButtonsProps {
  module: TModule;
  alertId: number;
  title: string;
  /** Shown only while the reader has not dismissed it. */
  answered: TAlertAckType | null;
  quiet?: boolean;
  /** Small and borderless, for the banner's one-line rows. */
  compact?: boolean;
}

/** "Remind me later" (seen: hidden for two days) and "Dismiss" (for good), as the banner and the detail page offer them. */
export function AnswerButtons({ module, alertId, title, answered, quiet, compact }: AnswerButtonsProps) {
  const queryClient = useQueryClient();
  const answer = useMutation(
    trpc.alerts.acknowledge.mutationOptions({
      onSuccess: (result) => {
        if (!quiet) notifySuccess(result.message);
        void queryClient.invalidateQueries({ queryKey: trpc.alerts.pathKey() });
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  if (answered === "dismissed") return null;
  const send = (type: TAlertAckType) => answer.mutate({ module, alertId, acknowledge: true, type });
  const size = compact ? "compact-xs" : "xs";
  return (
    <Group gap="xs" wrap="nowrap">
      {answered !== "seen" && (
        <Button
          size={size}
          variant={compact ? "subtle" : "default"}
          color={compact ? "dark" : undefined}
          onClick={() => send("seen")}
          loading={answer.isPending && answer.variables?.type === "seen"}
          aria-label={`Remind me later: ${title}`}
        >
          Remind me later
        </Button>
      )}
      <Button
        size={size}
        variant={compact ? "subtle" : "filled"}
        color={compact ? "dark" : undefined}
        onClick={() => send("dismissed")}
        loading={answer.isPending && answer.variables?.type === "dismissed"}
        aria-label={`Dismiss: ${title}`}
      >
        Dismiss
      </Button>
    </Group>
  );
}
