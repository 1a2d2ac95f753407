import { Alert, Button, Group, Paper, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { PROMOTION_MESSAGES, scheduleProblem, ZPromotionPost, type TModule, type TPromotionChannel } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { schemaErrors } from "../../../lib/schema-errors.ts";
import { trpc } from "../../../trpc.ts";
import { EMPTY_COMPOSER, toPostRequest, type ComposerForm, type ComposerValues } from "./composer-form.ts";
import { ItemPicker } from "./ItemPicker.tsx";
import { PostResult, type PostOutcome } from "./PostResult.tsx";
import { ScheduleFields } from "./ScheduleFields.tsx";


interface ComposerProps {
  module: TModule;
  channel: TPromotionChannel;
  /** The form's accessible name ("Facebook post"). */
  formLabel: string;
  /** The button when sending now ("Post", "Send"); a scheduled post says "Schedule". */
  submitLabel: string;
  initialValues?: Partial<ComposerValues>;
  /** The channel's own fields (page, subject, recipients, list), above the item. */
  channelFields?: (form: ComposerForm) => ReactNode;
  /** Replaces the plain message editor (the short post counts its characters). */
  messageField?: (form: ComposerForm) => ReactNode;
}

/** Fields a new post starts again without; the page or list chosen stays for the next one. */
const CLEARED_AFTER_SAVE = {
  itemId: null,
  message: "",
  subject: "",
  recipients: [],
  withImage: false,
  schedule: false,
  scheduledAt: "",
} satisfies Partial<ComposerValues>;

/**
 * The one composer the four promotion pages dress with their channel's fields: an item with its
 * pay link, the message, "Schedule for later", and the save. The browser checks the values with the
 * server's own schema (ZPromotionPost); either way a refusal shows the product's "Error in saving…"
 * above the fields' own messages, and success shows "Saved" with the post's link or time
 * (docs/product/dashboard-images-promotions.md).
 */
export function Composer({ module, channel, formLabel, submitLabel, initialValues, channelFields, messageField }: ComposerProps) {
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const form = useForm<ComposerValues>({
    mode: "controlled",
    initialValues: { ...EMPTY_COMPOSER, ...initialValues },
    validate: (values) => {
      const request = toPostRequest(module, channel, values);
      const result = ZPromotionPost.safeParse(request);
      const errors = result.success ? {} : schemaErrors(result.error, "message");
      // The time must be in the future (docs/product/dashboard-images-promotions.md), by the
      // browser's clock; the server asks the same function with its own.
      const late = scheduleProblem(request.scheduledAt, new Date());
      if (late) errors.scheduledAt ??= late;
      return errors;
    },
  });

  const post = useMutation(
    trpc.promotions.post.mutationOptions({
      onSuccess: async (answer, request) => {
        notifySuccess(answer.message);
        setOutcome({
          message: answer.message,
          state: answer.state,
          link: answer.link,
          scheduledAt: request.scheduledAt ? new Date(request.scheduledAt) : null,
        });
        form.setValues(CLEARED_AFTER_SAVE);
        form.resetDirty();
        await queryClient.invalidateQueries({ queryKey: trpc.promotions.list.pathKey() });
      },
      onError: (error) => {
        const { fieldErrors, message } = mapServerError(error, {
          fields: Object.keys(form.getValues()),
          // "recipients.2" is the recipients field's message.
          fieldName: (field) => field.split(".")[0]!,
        });
        form.setErrors(fieldErrors);
        setFormError(message);
      },
    }),
  );

  const submit = form.onSubmit(
    (values) => {
      setFormError(null);
      setOutcome(null);
      post.mutate(toPostRequest(module, channel, values));
    },
    () => {
      setOutcome(null);
      setFormError(PROMOTION_MESSAGES.saveFailed);
    },
  );

  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg">
      <form noValidate aria-label={formLabel} onSubmit={submit}>
        <Stack gap="md">
          {formError && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="alert"
              data-testid="composer-error"
            >
              {formError}
            </Alert>
          )}
          {outcome && <PostResult outcome={outcome} />}
          {channelFields?.(form)}
          <ItemPicker
            module={module}
            value={form.getValues().itemId}
            onChange={(itemId) => form.setFieldValue("itemId", itemId)}
            error={form.errors.itemId}
          />
          {messageField ? (
            messageField(form)
          ) : (
            <Textarea label="Message" withAsterisk autosize minRows={4} maxRows={12} {...form.getInputProps("message")} />
          )}
          <ScheduleFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={post.isPending}>
              {form.getValues().schedule ? "Schedule" : submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
