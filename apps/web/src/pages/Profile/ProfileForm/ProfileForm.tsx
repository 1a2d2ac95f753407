import { Alert, Button, Group, NativeSelect, Paper, PasswordInput, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  NO_STATE,
  PROFILE_MESSAGES,
  PROFILE_STATE_COUNTRY,
  ZProfileFields,
  type TModule,
  type TProfile,
} from "@paydesk/validators";
import { IconAlertTriangle, IconMailForward } from "@tabler/icons-react";
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
  // The product's "Save failed." tip, with the server's own message beside it
  // (docs/product/accounts-and-roles.md).
  const [saveFailed, setSaveFailed] = useState<string | null>(null);
  // The new e-mail waiting for the link sent to it (the sign-in e-mail stays until it is opened).
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const form = useForm<TProfile & { password: string }>({
    mode: "controlled",
    // A state of NA is what the server stored outside the USA: the select starts empty instead.
    initialValues: { ...initial, state: initial.state === NO_STATE ? "" : initial.state, password: "" },
    // The server validates with the same schema: the same messages appear before and after submit.
    validate: schemaResolver(ZProfileFields, { sync: true }),
  });

  const save = useMutation(
    trpc.profile.update.mutationOptions({
      onSuccess: (result) => {
        setSaveFailed(null);
        setPendingEmail(result.pendingEmail);
        notifySuccess(result.message);
        queryClient.setQueryData(trpc.profile.get.queryKey({ module }), result.profile);
        // The field shows the e-mail that signs in now; the pending one is in the notice above.
        form.setValues({ email: result.profile.email, password: "" });
        form.resetDirty();
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
  const current = queryClient.getQueryData(trpc.profile.get.queryKey({ module }))?.email ?? initial.email;
  const changingEmail = form.values.email.trim().toLowerCase() !== current.toLowerCase();
  // The server says what is missing, in its order: a taken address first, then the password.
  const submit = form.onSubmit(({ password, ...values }) => save.mutate({ module, ...values, ...(changingEmail ? { password } : {}) }));
  return (
    <Paper p={{ base: "md", sm: "xl" }} radius="lg">
      <form noValidate onSubmit={submit} aria-label="Profile">
        <Stack gap="md">
          {pendingEmail && (
            <Alert
              color="blue"
              variant="light"
              title="Check your new inbox"
              icon={<IconMailForward size={18} aria-hidden />}
              role="status"
              data-testid="email-pending"
            >
              We sent a link to {pendingEmail}. Open it within 24 hours to start signing in with that address; until
              then you keep signing in with {current}. We also told {current} about the change.
            </Alert>
          )}
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
          {changingEmail && (
            <PasswordInput
              label="Current password"
              description="A new sign-in e-mail needs your password, then the link we send to the new address."
              withAsterisk
              autoComplete="current-password"
              {...form.getInputProps("password")}
            />
          )}
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
              // Outside the USA the state is sent as NA (docs/product/accounts-and-roles.md).
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
