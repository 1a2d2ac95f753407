import { Badge, CloseButton, Group, Text } from "@mantine/core";
import { studentLabel, type PickedStudent } from "./StudentPicker.tsx";

interface PickedStudentsProps {
  students: readonly PickedStudent[];
  empty: string;
  /** Absent: read-only. */
  onRemove?: (id: number) => void;
}

/** The students picked so far, as removable chips (a Badge's close button stays reachable by keyboard and screen reader). */
export function PickedStudents({ students, empty, onRemove }: PickedStudentsProps) {
  if (students.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Group gap={6} data-testid="picked-students">
      {students.map((student) => {
        const label = studentLabel(student);
        return (
          <Badge
            key={student.id}
            variant="light"
            size="lg"
            tt="none"
            fw={500}
            pr={onRemove ? 3 : undefined}
            data-testid="picked-student"
            rightSection={
              onRemove && <CloseButton size="xs" aria-label={`Remove ${label}`} onClick={() => onRemove(student.id)} />
            }
          >
            {label}
          </Badge>
        );
      })}
    </Group>
  );
}
