import { Alert, List, MultiSelect, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { hasAnySmartRule } from "@paydesk/domain";
import type { TModule, TSmartRules } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import { PickedStudents } from "./PickedStudents.tsx";
import { studentLabel, StudentPicker, type PickedStudent } from "./StudentPicker.tsx";

export interface SmartRulesValue {
  grades: string[];
  schoolIds: number[];
  students: PickedStudent[];
}

export const rulesOf = (value: SmartRulesValue): TSmartRules => ({
  grades: value.grades,
  schoolIds: value.schoolIds,
  studentIds: value.students.map((s) => s.id),
});

interface SmartRulesEditorProps {
  module: TModule;
  ownerId: number;
  value: SmartRulesValue;
  onChange: (value: SmartRulesValue) => void;
  readOnly: boolean;
  error?: string | null;
}

const PREVIEW_DEBOUNCE_MS = 300;

/**
 * A smart group's rules (domain groups/smart-rules.ts): grades AND schools among the owner's
 * students, or students named one by one, with the students they pick shown as the rules change.
 */
export function SmartRulesEditor({ module, ownerId, value, onChange, readOnly, error }: SmartRulesEditorProps) {
  const options = useQuery(trpc.groups.ruleOptions.queryOptions({ module, companyId: ownerId }));
  const grades = [...new Set([...(options.data?.grades ?? []), ...value.grades])];
  const sites = options.data?.sites ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Students in any of the grades chosen and at any of the schools chosen belong to the group (leave one empty to not limit by
        it), and so does every student named below.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MultiSelect
          label="Grades"
          placeholder={value.grades.length ? undefined : "Any grade"}
          data={grades}
          value={value.grades}
          onChange={(next) => onChange({ ...value, grades: next })}
          searchable
          disabled={readOnly}
          data-testid="rule-grades"
        />
        <MultiSelect
          label="Schools"
          placeholder={value.schoolIds.length ? undefined : "Any school"}
          data={sites.map((s) => ({ value: String(s.id), label: s.name }))}
          value={value.schoolIds.map(String)}
          onChange={(next) => onChange({ ...value, schoolIds: next.map(Number) })}
          searchable
          disabled={readOnly}
        />
      </SimpleGrid>
      {!readOnly && (
        <StudentPicker
          module={module}
          ownerId={ownerId}
          label="Add a student by name"
          onPick={(student) =>
            !value.students.some((s) => s.id === student.id) && onChange({ ...value, students: [...value.students, student] })
          }
        />
      )}
      <PickedStudents
        students={value.students}
        empty="No students named."
        onRemove={readOnly ? undefined : (id) => onChange({ ...value, students: value.students.filter((s) => s.id !== id) })}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <SmartPreview module={module} ownerId={ownerId} rules={rulesOf(value)} />
    </Stack>
  );
}

/** Whom the rules pick right now: how many, and the first few by name. */
function SmartPreview({ module, ownerId, rules }: { module: TModule; ownerId: number; rules: TSmartRules }) {
  const [settled] = useDebouncedValue(rules, PREVIEW_DEBOUNCE_MS);
  const any = hasAnySmartRule(settled);
  const preview = useQuery({
    ...trpc.groups.previewSmart.queryOptions({ module, companyId: ownerId, rules: settled }),
    enabled: any,
    placeholderData: keepPreviousData,
    throwOnError: false,
  });
  return (
    <Paper withBorder radius="md" p="md" aria-live="polite" data-testid="smart-preview">
      {!any ? (
        <Text size="sm" c="dimmed">
          Choose a grade, a school or a student to see who belongs to the group.
        </Text>
      ) : preview.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      ) : !preview.data ? (
        <Skeleton h={40} />
      ) : (
        <Stack gap={6}>
          <Text fw={600} size="sm" data-testid="smart-preview-count">
            {preview.data.count === 1 ? "1 student belongs to this group" : `${preview.data.count} students belong to this group`}
          </Text>
          {preview.data.sample.length > 0 && (
            <List size="sm" spacing={2} aria-label="Students in this group">
              {preview.data.sample.map((s) => (
                <List.Item key={s.id}>
                  {studentLabel(s)} · {s.companyName}
                </List.Item>
              ))}
            </List>
          )}
          {preview.data.count > preview.data.sample.length && (
            <Text size="xs" c="dimmed">
              and {preview.data.count - preview.data.sample.length} more
            </Text>
          )}
        </Stack>
      )}
    </Paper>
  );
}
