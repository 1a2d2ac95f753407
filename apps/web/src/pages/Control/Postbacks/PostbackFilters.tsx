import { Group, Select, TextInput } from "@mantine/core";
import { POSTBACK_STATUSES, SIS_PLUGIN_LABELS, SIS_PLUGIN_NAMES } from "@paydesk/validators";
import { useState } from "react";
import { CompanySuggest } from "../../../components/CompanySuggest/index.ts";
import { POSTBACK_STATUS_LABELS } from "./status.ts";

export interface PostbackFilterValues {
  status?: string;
  plugin?: string;
  companyId?: string;
  companyName?: string;
  from?: string;
  to?: string;
}

interface PostbackFiltersProps {
  values: PostbackFilterValues;
  onChange: (changes: Partial<PostbackFilterValues>) => void;
}

/** Status, plugin, company (and the sites below it) and the days the postbacks were created. */
export function PostbackFilters({ values, onChange }: PostbackFiltersProps) {
  const [company, setCompany] = useState(values.companyName ?? "");
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        w={160}
        value={values.status ?? null}
        onChange={(value) => onChange({ status: value ?? undefined })}
        data={POSTBACK_STATUSES.map((s) => ({ value: s, label: POSTBACK_STATUS_LABELS[s] }))}
      />
      <Select
        label="Plugin"
        placeholder="Any plugin"
        clearable
        w={180}
        value={values.plugin ?? null}
        onChange={(value) => onChange({ plugin: value ?? undefined })}
        data={SIS_PLUGIN_NAMES.map((p) => ({ value: p, label: SIS_PLUGIN_LABELS[p] }))}
      />
      <CompanySuggest
        label="Company"
        placeholder="Any company"
        miw={240}
        flex={1}
        value={company}
        onChange={(value) => {
          setCompany(value);
          // Emptying the field drops the company filter.
          if (!value.trim() && values.companyId) onChange({ companyId: undefined, companyName: undefined });
        }}
        onSuggestionPick={(picked) => onChange({ companyId: String(picked.id), companyName: picked.name })}
      />
      <TextInput label="From" type="date" w={160} value={values.from ?? ""} onChange={(e) => onChange({ from: e.currentTarget.value || undefined })} />
      <TextInput label="To" type="date" w={160} value={values.to ?? ""} onChange={(e) => onChange({ to: e.currentTarget.value || undefined })} />
    </Group>
  );
}
