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
}

/** "Remind me later" (seen: hidden for two days) and "Dismiss" (for good), as the banner and the detail page offer them. */
export function AnswerButtons({ module, alertId, title, answered, quiet }: AnswerButtonsProps) {
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
  return (
    <Group gap="xs">
      {answered !== "seen" && (
        <Button
          size="xs"
          variant="default"
          onClick={() => send("seen")}
          loading={answer.isPending && answer.variables?.type === "seen"}
          aria-label={`Remind me later: ${title}`}
        >
          Remind me later
        </Button>
      )}
      <Button
        size="xs"
        onClick={() => send("dismissed")}
        loading={answer.isPending && answer.variables?.type === "dismissed"}
        aria-label={`Dismiss: ${title}`}
      >
        Dismiss
      </Button>
    </Group>
  );
}
