import { Badge, CloseButton, Group, Input, SimpleGrid, Select, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { itemTargetKey } from "@paydesk/domain";
import { useState } from "react";
import { trpc } from "../../../../trpc.ts";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderField } from "../../Builder/form-context.ts";
import { STUDENT_SEARCH_DEBOUNCE_MS } from "@paydesk/validators";
import type { TargetValue } from "../../form/values.ts";
import { SearchPicker, type PickerChoice } from "../../../../components/SearchPicker/index.ts";
import { GroupTargetPicker } from "./GroupTargetPicker.tsx";
import { TARGET_KIND_LABELS, withTarget } from "./targets.ts";

/**
 * Who the item is offered to (docs/product/items-and-fees.md), shown as removable chips. Badges with a close
 * button rather than Pills: a Pill's remove button is hidden from assistive technology.
 */
export function AudienceTargets() {
  const { module, companyId, options, labels } = useBuilder();
  const [targets, setTargets] = useBuilderField("targets");
  const [studentNames, setStudentNames] = useState<Record<number, string>>({});
  const [groupNames, setGroupNames] = useState<Record<number, string>>({});
  const error = useFieldError("targets");

  const add = (target: TargetValue) => setTargets(withTarget(targets, target));
  const remove = (key: string) => setTargets(targets.filter((t) => itemTargetKey(t) !== key));

  const siteName = (id: number) => options.sites.find((s) => s.id === id)?.name ?? `Site #${id}`;
  const nameOf = (target: TargetValue): string => {
    switch (target.kind) {
      case "grade":
      case "teacher":
        return target.value;
      case "student":
        return studentNames[target.studentId] ?? labels.students[target.studentId] ?? `Student #${target.studentId}`;
      case "school":
      case "district":
        return siteName(target.companyId);
      case "group":
        return (
          groupNames[target.groupId] ?? options.groups.find((g) => g.id === target.groupId)?.name ?? `Group #${target.groupId}`
        );
    }
  };

  // studentsforcompany, asked 500 ms after the last key (docs/product/items-and-fees.md).
  const useStudentChoices = (term: string) => {
    const found = useQuery({
      ...trpc.itemBuilder.searchStudents.queryOptions({ module, companyId, term }),
      enabled: term !== "",
      placeholderData: keepPreviousData,
      throwOnError: false,
    });
    const choices: PickerChoice[] = term
      ? (found.data ?? []).map((s) => ({
          value: String(s.id),
          label: `${s.lastName}, ${s.firstName} (${s.externalId}${s.grade ? `, grade ${s.grade}` : ""})`,
        }))
      : [];
    return { choices, loading: found.isFetching };
  };
  return (
    <Input.Wrapper label="Audience" description="Leave empty to offer the item to everyone who can pay." error={error}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="xs">
        <Select
          label="Add a grade"
          placeholder={options.grades.length ? "Choose a grade" : "No grades on record"}
          searchable
          value={null}
          data={options.grades}
          onChange={(value) => value && add({ kind: "grade", value })}
        />
        <Select
          label="Add a teacher"
          placeholder={options.teachers.length ? "Choose a teacher" : "No teachers on record"}
          searchable
          value={null}
          data={options.teachers}
          onChange={(value) => value && add({ kind: "teacher", value })}
        />
        <SearchPicker
          label="Add a student"
          placeholder="Type a name or student number"
          debounceMs={STUDENT_SEARCH_DEBOUNCE_MS}
          useChoices={useStudentChoices}
          onPick={(choice) => {
            const id = Number(choice.value);
            setStudentNames((current) => ({ ...current, [id]: choice.label }));
            add({ kind: "student", studentId: id });
          }}
        />
        <GroupTargetPicker
          module={module}
          companyId={companyId}
          initial={options.groups}
          onPick={(id, label) => {
            setGroupNames((current) => ({ ...current, [id]: label }));
            add({ kind: "group", groupId: id });
          }}
        />
        <Select
          label="Add a school or district"
          placeholder="Choose a site"
          searchable
          value={null}
          data={options.sites.map((s) => ({ value: String(s.id), label: s.name }))}
          onChange={(value) => {
            const site = options.sites.find((s) => String(s.id) === value);
            if (site) add({ kind: site.kind === "DISTRICT" ? "district" : "school", companyId: site.id });
          }}
        />
      </SimpleGrid>
      <Group gap={6} mt="sm" data-testid="target-chips">
        {targets.length === 0 && (
          <Text size="sm" c="dimmed">
            Everyone
          </Text>
        )}
        {targets.map((target) => {
          const key = itemTargetKey(target);
          const text = `${TARGET_KIND_LABELS[target.kind]}: ${nameOf(target)}`;
          return (
            <Badge
              key={key}
              variant="light"
              size="lg"
              tt="none"
              fw={500}
              pr={3}
              data-testid="target-chip"
              rightSection={<CloseButton size="xs" aria-label={`Remove ${text}`} onClick={() => remove(key)} />}
            >
              {text}
            </Badge>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
