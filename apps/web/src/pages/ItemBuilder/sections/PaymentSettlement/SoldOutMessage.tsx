import { ActionIcon, Button, Group, Select, Stack, TextInput, Tooltip } from "@mantine/core";
import { ITEM_MESSAGES, SOLD_OUT_MESSAGE_MAX } from "@paydesk/validators";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../../lib/errors.ts";
import { notifyError } from "../../../../lib/notify.tsx";
import { trpc } from "../../../../trpc.ts";
import { useBuilder } from "../../Builder/builder-context.ts";
import { useBuilderField } from "../../Builder/form-context.ts";

/** The message shown when the quantity runs out: choose one of the company's, write a new one, or remove one. */
export function SoldOutMessage() {
  const { module, companyId, options } = useBuilder();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useBuilderField("soldOutMessageId");
  const [writing, setWriting] = useState(false);
  const [text, setText] = useState("");
  const [createError, setCreateError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.itemBuilder.options.pathKey() });

  const create = useMutation(
    trpc.soldOut.create.mutationOptions({
      onSuccess: async (message) => {
        await refresh();
        setChosen(message.id);
        setWriting(false);
        setText("");
      },
      onError: (error) => setCreateError(errorMessage(error)),
    }),
  );
  const remove = useMutation(
    trpc.soldOut.remove.mutationOptions({
      onSuccess: async () => {
        setChosen(null);
        await refresh();
      },
      // A failed removal is reported with the product's flash (docs/product/items-and-fees.md).
      onError: () => notifyError(ITEM_MESSAGES.soldOutRemoveFailed),
    }),
  );

  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs">
        <Select
          label="Sold-out message"
          placeholder="The default message"
          clearable
          data={options.soldOutMessages.map((m) => ({ value: String(m.id), label: m.text }))}
          value={chosen === null ? null : String(chosen)}
          onChange={(value) => setChosen(value === null ? null : Number(value))}
          w={{ base: "100%", sm: 360 }}
        />
        {chosen !== null && (
          <Tooltip label="Remove this message for every item">
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              aria-label="Remove sold-out message"
              loading={remove.isPending}
              onClick={() => remove.mutate({ module, soldOutMessageId: chosen })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {!writing && (
          <Button variant="subtle" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setWriting(true)}>
            New message
          </Button>
        )}
      </Group>
      {writing && (
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label="New sold-out message"
            placeholder="Sorry, this item is sold out."
            maxLength={SOLD_OUT_MESSAGE_MAX}
            value={text}
            onChange={(e) => {
              setText(e.currentTarget.value);
              setCreateError(null);
            }}
            error={createError}
            w={{ base: "100%", sm: 360 }}
          />
          <Button loading={create.isPending} onClick={() => create.mutate({ module, companyId, text })}>
            Add message
          </Button>
          <Button variant="default" onClick={() => setWriting(false)}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
