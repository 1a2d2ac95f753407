import { Alert, Button, Code, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { ZCreateApiKeyRequestSchema, type TCreateApiKeyRequest } from "@paydesk/validators";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { showServerError } from "../../../components/ServerErrors/index.ts";
import { trpc } from "../../../trpc.ts";

const EXPIRY_OPTIONS = [
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In 1 year" },
  { value: "never", label: "Never" },
];

interface CreateApiKeyModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Name a key, choose when it expires, then see it exactly once with a copy button. */
export function CreateApiKeyModal({ opened, onClose }: CreateApiKeyModalProps) {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const form = useForm<TCreateApiKeyRequest>({
    initialValues: { name: "", expiresInDays: 90 },
    validate: schemaResolver(ZCreateApiKeyRequestSchema, { sync: true }),
  });

  const create = useMutation(
    trpc.account.apiKeys.create.mutationOptions({
      onSuccess: (result) => {
        setCreated({ name: result.name, key: result.key });
        void queryClient.invalidateQueries({ queryKey: trpc.account.apiKeys.find.queryKey() });
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  // Forget the key once the dialog has faded out (not before, or the form flashes back into
  // view while it closes): it is never shown again.
  const forget = () => {
    setCreated(null);
    form.reset();
    create.reset();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={forget}
      title={created ? "Your new API key" : "Create API key"}
      size="lg"
      centered
    >
      {created ? (
        <Stack gap="md">
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            Copy this key now and keep it somewhere safe. For your security it will not be shown again.
          </Alert>
          <Text size="sm">
            Key for <b>{created.name}</b>:
          </Text>
          <Code block data-testid="new-api-key" style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
            {created.key}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? "light" : "filled"}
                  color={copied ? "teal" : undefined}
                  leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  onClick={copy}
                >
                  {copied ? "Copied" : "Copy key"}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => create.mutate(values))}>
          <Stack gap="md">
            <TextInput
              label="Key name"
              description="Say which tool uses it, e.g. “Nightly export”."
              data-autofocus
              {...form.getInputProps("name")}
            />
            <Select
              label="Expires"
              data={EXPIRY_OPTIONS}
              allowDeselect={false}
              value={form.values.expiresInDays ? String(form.values.expiresInDays) : "never"}
              onChange={(value) => form.setFieldValue("expiresInDays", value && value !== "never" ? Number(value) : null)}
              error={form.errors.expiresInDays}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Create key
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
