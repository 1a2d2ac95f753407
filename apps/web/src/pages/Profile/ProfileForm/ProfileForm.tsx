import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  NO_STATE,
  PROFILE_MESSAGES,
  PROFILE_STATE_COUNTRY,
  ZProfileFields,
  type TModule,
  type TProfile,
} from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { UsStateSelect } from "../../../components/UsStateSelect/index.ts";
import { sessionQueryOptions } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { COUNTRY_OPTIONS } from "./countries.ts";

interface ProfileFormProps {
  module: TModule;
  initial: TProfile;
}

export function ProfileForm({ module, initial }: ProfileFormProps) {
  const queryClient = useQueryClient();
  // The spec's "Save failed." tip, with the server's own message beside it.
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  const form = useForm<TProfile>({
    mode: "controlled",
    // A state of NA is what the server stored outside the USA: the select starts empty instead.
    initialValues: { ...initial, state: initial.state === NO_STATE ? "" : initial.state },
    // The server validates with the same schema: the same messages appear before and after submit.
    validate: schemaResolver(ZProfileFields, { sync: true }),
  });

  const save = useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: (result) => {
        setSaveFailed(null);
        notifySuccess(result.message);
        queryClient.setQueryData(trpc.profile.get.queryKey({ module }), result.profile);
        // The header shows the user's name and e-mail.
        void queryClient.invalidateQueries(sessionQueryOptions());
      },
      onError: (error) => {
        const { fieldErrors, message } = mapServerError(error, { fields: Object.keys(form.getValues()) });
        form.setErrors(fieldErrors);
        setSaveFailed(message);
      },
    }),
  );

  const inUsa = form.values.country === PROFILE_STATE_COUNTRY;
  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg">
      <form noValidate onSubmit={form.onSubmit((values) => save.mutate({ module, ...values }))} aria-label="Profile">
        <Stack gap="md">
          {saveFailed && (
            <Alert
              color="red"
              variant="light"
              title={PROFILE_MESSAGES.saveFailed}
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="alert"
              data-testid="save-failed"
            >
              {saveFailed}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" withAsterisk autoComplete="given-name" {...form.getInputProps("fname")} />
            <TextInput label="Last name" withAsterisk autoComplete="family-name" {...form.getInputProps("lname")} />
          </SimpleGrid>
          <TextInput label="E-mail" type="email" withAsterisk autoComplete="email" {...form.getInputProps("email")} />
          <TextInput label="Address" autoComplete="address-line1" {...form.getInputProps("address")} />
          <TextInput label="Address line 2" autoComplete="address-line2" {...form.getInputProps("address_2")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="City" autoComplete="address-level2" {...form.getInputProps("city")} />
            <NativeSelect
              label="Country"
              autoComplete="country"
              data={COUNTRY_OPTIONS}
              {...form.getInputProps("country")}
              onChange={(event) => {
                form.setFieldValue("country", event.currentTarget.value as TProfile["country"]);
                form.setFieldValue("state", "");
              }}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {inUsa ? (
              <UsStateSelect {...form.getInputProps("state")} />
            ) : (
              // Spec 3 §5: outside the USA the state is sent as NA.
              <TextInput label="State" value={NO_STATE} readOnly description="Only addresses in the USA have a state." />
            )}
            <TextInput label={inUsa ? "Zip" : "Postal code"} autoComplete="postal-code" {...form.getInputProps("zip")} />
          </SimpleGrid>
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps("phone")} />
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={save.isPending}>
              Save profile
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
