import { Group, Text } from "@mantine/core";
import type { CompanySuggestion } from "./useCompanySuggestions.ts";

const KIND_LABELS: Record<string, string> = {
  PLATFORM: "Platform",
  DISTRICT: "District",
  SCHOOL: "School",
  VENDOR: "Vendor",
  BUSINESS: "Business",
};

/** One suggested company in a drop-down: its name, then its kind and city. */
export function CompanyOption({ label, company }: { label: string; company: CompanySuggestion | undefined }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
      <Text size="sm" truncate>
        {company?.name ?? label}
      </Text>
      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
        {[company ? KIND_LABELS[company.kind] : null, company?.city].filter(Boolean).join(" · ")}
      </Text>
    </Group>
  );
}
