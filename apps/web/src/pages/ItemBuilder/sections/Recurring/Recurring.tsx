import { Group, Radio, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { INDEFINITE_OCCURRENCES, previewChargeDates, recurringSettingsOf, showIntervalCalendar } from "@paydesk/domain";
import type { RecurControl, RecurringMode, TRecurringInput } from "@paydesk/validators";
import { useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderField } from "../../Builder/form-context.ts";
import { defaultRecurring, localToday } from "../../form/values.ts";
import { IntegerInput } from "../../../../components/MoneyInput/index.ts";
import { Section } from "../Section.tsx";
import { PreviewCalendar } from "./PreviewCalendar.tsx";

function previewOf(r: TRecurringInput): string[] | null {
  try {
    return previewChargeDates(recurringSettingsOf(r), r.startsOn);
  } catch {
    // A half-filled schedule has no preview yet; the inputs say what is missing.
    return null;
  }
}

/** Recurring settings and their preview, for recurring items only (docs/product/items-and-fees.md). */
export function Recurring() {
  const [stored, setRecurring] = useBuilderField("recurring");
  const recurring = stored ?? defaultRecurring(localToday());
  const set = (patch: Partial<TRecurringInput>) => setRecurring({ ...recurring, ...patch });
  const dayError = useFieldError("recurring.recurringDay");
  const intervalError = useFieldError("recurring.billingIntervalDays");
  const occursError = useFieldError("recurring.billingOccurs");
  const untilError = useFieldError("recurring.availableUntil");
  const startError = useFieldError("recurring.startsOn");

  const dates = previewOf(recurring);
  const interval = recurring.billingIntervalDays ?? 0;
  const calendar = recurring.mode === "date" || showIntervalCalendar(interval);

  return (
    <Section id="recurring" description="When the payer is charged again.">
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} mb={4}>
            Charge
          </Text>
          <SegmentedControl
            aria-label="Recurring mode"
            value={recurring.mode}
            onChange={(mode) =>
              set(
                mode === "date"
                  ? { mode: "date", recurringDay: recurring.recurringDay ?? Number(recurring.startsOn.slice(8, 10)) }
                  : { mode: "interval", billingIntervalDays: recurring.billingIntervalDays ?? 30 },
              )
            }
            data={[
              { value: "date" satisfies RecurringMode, label: "On a day of the month" },
              { value: "interval" satisfies RecurringMode, label: "Every few days" },
            ]}
          />
        </div>
        <Group align="flex-start" grow>
          <TextInput
            type="date"
            label="Start date"
            value={recurring.startsOn}
            onChange={(e) => e.currentTarget.value && set({ startsOn: e.currentTarget.value })}
            error={startError}
          />
          {recurring.mode === "date" ? (
            <IntegerInput
              label="Day of the month"
              min={1}
              max={31}
              value={recurring.recurringDay ?? 1}
              onChange={(recurringDay) => set({ recurringDay })}
              error={dayError}
            />
          ) : (
            <IntegerInput
              label="Interval in days"
              min={1}
              max={3660}
              value={recurring.billingIntervalDays ?? 1}
              onChange={(billingIntervalDays) => set({ billingIntervalDays })}
              error={intervalError}
            />
          )}
        </Group>
        <Radio.Group label="Ends" value={recurring.recurControl} onChange={(v) => set({ recurControl: v as RecurControl })}>
          <Group mt={6}>
            <Radio value="times" label="After a number of charges" />
            <Radio value="indefinitely" label="Never" />
            <Radio value="until" label="On a date" />
          </Group>
        </Radio.Group>
        {recurring.recurControl === "times" && (
          <IntegerInput
            label="Number of charges"
            min={1}
            max={1000}
            value={recurring.billingOccurs ?? 1}
            onChange={(billingOccurs) => set({ billingOccurs })}
            error={occursError}
            w={{ base: "100%", sm: 200 }}
          />
        )}
        {recurring.recurControl === "until" && (
          <TextInput
            type="date"
            label="Last charge on or before"
            value={recurring.availableUntil ?? ""}
            onChange={(e) => set({ availableUntil: e.currentTarget.value || null })}
            error={untilError}
            w={{ base: "100%", sm: 220 }}
          />
        )}
        <RecurringPreview dates={dates} calendar={calendar} recurring={recurring} />
      </Stack>
    </Section>
  );
}

function RecurringPreview({
  dates,
  calendar,
  recurring,
}: {
  dates: string[] | null;
  calendar: boolean;
  recurring: TRecurringInput;
}) {
  if (!dates)
    return (
      <Text size="sm" c="dimmed">
        Complete the schedule to see its charge dates.
      </Text>
    );
  if (dates.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No charge falls in this schedule.
      </Text>
    );
  const indefinite = recurring.recurControl !== "times";
  return (
    <Stack gap="xs">
      <Text size="sm" data-testid="recurring-summary">
        {dates.length} charges from {dates[0]} to {dates[dates.length - 1]}
        {indefinite && dates.length === INDEFINITE_OCCURRENCES[recurring.mode] && " (the preview stops here)"}.
      </Text>
      {calendar ? (
        <PreviewCalendar dates={dates} />
      ) : (
        <Text size="sm" c="dimmed" data-testid="recurring-no-calendar">
          The calendar is shown for intervals above 7 days.
        </Text>
      )}
    </Stack>
  );
}
