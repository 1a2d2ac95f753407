import { Group, TextInput } from "@mantine/core";
import { useBuilderForm } from "../../Builder/form-context.ts";
import { useFieldError } from "../../Builder/builder-context.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the browser's datetime-local input writes it, in the viewer's time zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a datetime-local value means where the viewer is; the form stores ISO instants. */
export function fromLocalInput(text: string): string | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Events: when and where. */
export function EventFields() {
  const form = useBuilderForm();
  const event = form.getValues().event ?? { startsAt: null, endsAt: null, location: "" };
  const set = (patch: Partial<typeof event>) => form.setFieldValue("event", { ...event, ...patch });
  const startsError = useFieldError("event.startsAt");
  const endsError = useFieldError("event.endsAt");
  const locationError = useFieldError("event.location");

  return (
    <Group grow align="flex-start" data-testid="event-fields">
      <TextInput
        type="datetime-local"
        label="Event starts"
        value={toLocalInput(event.startsAt)}
        onChange={(e) => set({ startsAt: fromLocalInput(e.currentTarget.value) })}
        error={startsError}
      />
      <TextInput
        type="datetime-local"
        label="Event ends"
        value={toLocalInput(event.endsAt)}
        onChange={(e) => set({ endsAt: fromLocalInput(e.currentTarget.value) })}
        error={endsError}
      />
      <TextInput
        label="Location"
        value={event.location ?? ""}
        onChange={(e) => set({ location: e.currentTarget.value })}
        error={locationError}
      />
    </Group>
  );
}
