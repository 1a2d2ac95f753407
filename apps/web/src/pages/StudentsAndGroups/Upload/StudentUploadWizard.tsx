import { Anchor, Group, Select, Switch } from "@mantine/core";
import {
  STUDENT_UPLOAD_COLUMNS,
  STUDENT_UPLOAD_FAILURES,
  STUDENT_UPLOAD_HEADER_WORDS,
  STUDENT_UPLOAD_SELECT_SCHOOL,
  type StudentPurgeMode,
  type TModule,
} from "@paydesk/validators";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { UploadWizard } from "../../../components/Upload/index.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc } from "../../../trpc.ts";

interface StudentUploadWizardProps {
  module: TModule;
  /** The school the students belong to (docs/product/uploads.md); null until one is chosen. */
  schoolId: number | null;
  /** The school select, shown on the wizard's first step. */
  schoolChoice: ReactNode;
  initialKey?: string;
}

const PURGE_MODES: { value: string; label: string }[] = [
  { value: "0", label: "Keep students missing from the file" },
  { value: "1", label: "Deactivate students missing from the file" },
  { value: "2", label: "Delete students missing from the file" },
];

/** Purge mode 2 is a hard purge and needs a confirmation (docs/product/uploads.md). */
const HARD_PURGE_QUESTION =
  "Delete the school's students that are not in this file? Students named by orders are deactivated instead. This cannot be undone.";

/**
 * The student upload (docs/product/uploads.md, Students): the shared wizard with the 43 student
 * columns, the school to upload into, and the processing choices: purge mode 0/1/2 (2 asks first)
 * and sis-only mode.
 */
export function StudentUploadWizard({ module, schoolId, schoolChoice, initialKey }: StudentUploadWizardProps) {
  const queryClient = useQueryClient();
  const [purgeMode, setPurgeMode] = useState<StudentPurgeMode>(0);
  const [sisOnly, setSisOnly] = useState(false);
  return (
    <UploadWizard
      module={module}
      kind="students"
      columns={STUDENT_UPLOAD_COLUMNS}
      headerWords={STUDENT_UPLOAD_HEADER_WORDS}
      companyId={schoolId ?? undefined}
      startOptions={schoolId ? { school: schoolId } : undefined}
      startChoices={schoolChoice}
      startBlocked={schoolId ? null : STUDENT_UPLOAD_SELECT_SCHOOL}
      initialKey={initialKey}
      failureMessages={STUDENT_UPLOAD_FAILURES}
      processOptions={{ purge_mode: purgeMode, confirm: purgeMode === 2, sis_only_mode: sisOnly }}
      processChoices={
        <Group align="end" gap="lg">
          <Select
            label="Students missing from the file"
            data={PURGE_MODES}
            value={String(purgeMode)}
            allowDeselect={false}
            onChange={(value) => setPurgeMode(Number(value ?? 0) as StudentPurgeMode)}
            w={360}
          />
          <Switch
            label="SIS only: update students already on file, create none"
            checked={sisOnly}
            onChange={(event) => setSisOnly(event.currentTarget.checked)}
          />
        </Group>
      }
      confirmProcess={purgeMode === 2 ? HARD_PURGE_QUESTION : null}
      onFinished={() => void queryClient.invalidateQueries({ queryKey: trpc.studentsAdmin.pathKey() })}
      summaryExtra={
        <Anchor component={Link} to={modulePath(module, "settings/students-and-groups/students")}>
          See the students
        </Anchor>
      }
    />
  );
}
