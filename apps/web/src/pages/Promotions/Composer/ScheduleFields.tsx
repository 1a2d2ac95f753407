import { Checkbox, Stack, TextInput } from "@mantine/core";
import { toLocalInput } from "../../ItemBuilder/sections/GeneralDetails/EventFields.tsx";
import type { ComposerForm } from "./composer-form.ts";

/**
 * "Schedule for later" and its time (spec 1 §4: it must be in the future). The input's `min`
 * only helps the picker; the shared schema checks the time on submit, and the server again.
 */
export function ScheduleFields({ form }: { form: ComposerForm }) {
  const { schedule } = form.getValues();
  return (
    <Stack gap="xs">
      <Checkbox
        label="Schedule for later"
        description="Sent by the platform at the time you choose instead of now."
        {...form.getInputProps("schedule", { type: "checkbox" })}
      />
      {schedule && (
        <TextInput
          type="datetime-local"
          label="Send at"
          description="Your local time; it must be in the future."
          withAsterisk
          min={toLocalInput(new Date().toISOString())}
          maw={280}
          {...form.getInputProps("scheduledAt")}
        />
      )}
    </Stack>
  );
}
