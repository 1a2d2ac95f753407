import { Group, TextInput } from "@mantine/core";
import { fromZoneInput, toZoneInput, zoneLabel } from "../../../../lib/dates.ts";
import { useBuilderField } from "../../Builder/form-context.ts";
import { useFieldError } from "../../Builder/builder-context.ts";

/**
 * Events: when and where. The times are entered and read on the company's clock, as every other
 * screen shows them, whatever zone the browser is in.
 */
export function EventFields() {
  const [stored, setEvent] = useBuilderField("event");
  const event = stored ?? { startsAt: null, endsAt: null, location: "" };
  const set = (patch: Partial<typeof event>) => setEvent({ ...event, ...patch });
  const startsError = useFieldError("event.startsAt");
  const endsError = useFieldError("event.endsAt");
  const locationError = useFieldError("event.location");

  return (
    <Group grow align="flex-start" data-testid="event-fields">
      <TextInput
        type="datetime-local"
        label="Event starts"
        description={`Time in ${zoneLabel()}`}
        value={toZoneInput(event.startsAt)}
        onChange={(e) => set({ startsAt: fromZoneInput(e.currentTarget.value) })}
        error={startsError}
      />
      <TextInput
        type="datetime-local"
        label="Event ends"
        description={`Time in ${zoneLabel()}`}
        value={toZoneInput(event.endsAt)}
        onChange={(e) => set({ endsAt: fromZoneInput(e.currentTarget.value) })}
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
