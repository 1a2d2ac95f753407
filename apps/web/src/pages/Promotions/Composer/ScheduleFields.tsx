import { Checkbox, Stack, TextInput } from "@mantine/core";
import { toZoneInput, zoneLabel } from "../../../lib/dates.ts";
import type { ComposerForm } from "./composer-form.ts";

/**
 * "Schedule for later" and its time, which must be in the future
 * (docs/product/dashboard-images-promotions.md). The input's `min` only helps the picker; the shared
 * schema checks the time on submit, and the server again. The time is the company's wall clock (its
 * time zone, named under the field), as the posts list shows it.
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
          description={`Time in ${zoneLabel()}; it must be in the future.`}
          withAsterisk
          min={toZoneInput(new Date())}
          maw={280}
          {...form.getInputProps("scheduledAt")}
        />
      )}
    </Stack>
  );
}
