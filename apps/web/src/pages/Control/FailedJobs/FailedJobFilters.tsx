import { Group, Select } from "@mantine/core";
import { FAILED_JOB_PERIOD_DEFAULT, FAILED_JOB_PERIODS, type TFailedJobPeriod } from "@paydesk/validators";

export interface FailedJobFilterValues {
  queue?: string;
  period?: string;
}

const PERIOD_LABELS: Record<TFailedJobPeriod, string> = { "1h": "Last hour", "24h": "Last 24 hours", "7d": "Last 7 days" };

interface FailedJobFiltersProps {
  values: FailedJobFilterValues;
  /** The queues with failures in the period, with their counts. */
  queues: readonly { name: string; count: number }[];
  onChange: (changes: Partial<FailedJobFilterValues>) => void;
}

/** The queue (those with failures in the period, and the one asked for) and the period. */
export function FailedJobFilters({ values, queues, onChange }: FailedJobFiltersProps) {
  const options = queues.map((q) => ({ value: q.name, label: `${q.name} (${q.count})` }));
  if (values.queue && !queues.some((q) => q.name === values.queue)) options.unshift({ value: values.queue, label: values.queue });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label="Queue"
        placeholder="Any queue"
        clearable
        w={280}
        value={values.queue ?? null}
        onChange={(value) => onChange({ queue: value ?? undefined })}
        data={options}
      />
      <Select
        label="Failed in"
        w={180}
        allowDeselect={false}
        value={values.period ?? FAILED_JOB_PERIOD_DEFAULT}
        onChange={(value) => onChange({ period: value === FAILED_JOB_PERIOD_DEFAULT ? undefined : (value ?? undefined) })}
        data={(Object.keys(FAILED_JOB_PERIODS) as TFailedJobPeriod[]).map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
      />
    </Group>
  );
}
