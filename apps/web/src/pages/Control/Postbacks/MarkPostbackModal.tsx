import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { POSTBACK_MEMO_MAX, POSTBACK_MESSAGES, ZPostbackMemo, type TPostbackStatus } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { trpc } from "../../../trpc.ts";
import { postbackDialogError } from "./dialog-errors.ts";
import { MARK_STATUS_HINTS, POSTBACK_STATUS_LABELS } from "./status.ts";

/** The usual choice first. */
const MARK_CHOICES: readonly TPostbackStatus[] = ["MARKED", "SENT", "FAILED", "PENDING"];

interface MarkPostbackModalProps {
  postbackId: number | null;
  onClose: () => void;
}

/**
 * Mark a postback with a status and a memo (docs/product/control-area.md). The memo is checked with the very
 * schema the server uses, so the dialog says "Save failed. You must add a memo to mark this
 * postback." before sending; any other failure is the product's "Error Occurred!! Please try again."
 * (a postback being sent right now says so instead).
 */
export function MarkPostbackModal({ postbackId, onClose }: MarkPostbackModalProps) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<TPostbackStatus>("MARKED");
  const [memo, setMemo] = useState("");
  const [memoError, setMemoError] = useState<string | null>(null);
  const mark = useMutation(
    trpc.postbacks.mark.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.postbacks.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.operations.pathKey() });
        close();
      },
      onError: (error) => setMemoError(mapServerError(error, { fields: ["memo"] }).fieldErrors.memo ?? null),
    }),
  );

  function close() {
    setStatus("MARKED");
    setMemo("");
    setMemoError(null);
    mark.reset();
    onClose();
  }

  function save() {
    const checked = ZPostbackMemo.safeParse(memo);
    if (!checked.success) {
      setMemoError(checked.error.issues[0]?.message ?? POSTBACK_MESSAGES.memoRequired);
      return;
    }
    setMemoError(null);
    if (postbackId !== null) mark.mutate({ module: "control", postbackId, status, memo: checked.data });
  }

  const failure = mark.isError && !memoError ? postbackDialogError(mark.error) : null;

  return (
    <Modal opened={postbackId !== null} onClose={close} title={<Text fw={650}>Mark postback #{postbackId}</Text>} radius="lg" padding="lg">
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" data-testid="mark-error">
            {failure}
          </Alert>
        )}
        <Radio.Group label="Status" value={status} onChange={(value) => setStatus(value as TPostbackStatus)}>
          <Stack gap={8} mt={6}>
            {MARK_CHOICES.map((value) => (
              <Radio key={value} value={value} label={POSTBACK_STATUS_LABELS[value]} description={MARK_STATUS_HINTS[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Memo"
          description="Why, in a few words: at least 2 characters."
          autosize
          minRows={3}
          maxLength={POSTBACK_MEMO_MAX}
          value={memo}
          onChange={(event) => setMemo(event.currentTarget.value)}
          error={memoError}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={save} loading={mark.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
