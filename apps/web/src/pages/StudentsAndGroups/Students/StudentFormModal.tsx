import { Alert, Button, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  STUDENT_ADMIN_MESSAGES,
  STUDENT_GRADE_MAX,
  STUDENT_TEXT_MAX,
  studentFieldErrors,
  type TModule,
} from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { canChooseSite, SitePicker, type Site } from "../../../components/SitePicker/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import type { Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { fullName, type PeopleKind, type StudentRow } from "./types.ts";

interface StudentFormModalProps {
  module: TModule;
  session: Session;
  kind: PeopleKind;
  /** Null: add. */
  record: StudentRow | null;
  /** The school a new record starts at (the list's chosen site). */
  site: Site;
  onClose: () => void;
}

interface FormValues {
  externalId: string;
  sisId: string;
  firstName: string;
  lastName: string;
  grade: string;
  teacher: string;
  active: boolean;
}

const FIELDS = ["companyId", "externalId", "sisId", "firstName", "lastName", "grade", "teacher", "active"];

/**
 * Add or edit a student or staff member (docs/product/students-and-groups.md): school, ID, first
 * and last name, and a grade for students. A form that does not pass shows the product's one
 * message with every bad field highlighted, checked here with the server's own rules and again by
 * the server.
 */
export function StudentFormModal({ module, session, kind, record, site, onClose }: StudentFormModalProps) {
  const queryClient = useQueryClient();
  const [school, setSchool] = useState<Site>(record ? { id: record.companyId, name: record.companyName } : site);
  const [invalid, setInvalid] = useState(false);
  const form = useForm<FormValues>({
    initialValues: {
      externalId: record?.externalId ?? "",
      sisId: record?.sisId ?? "",
      firstName: record?.firstName ?? "",
      lastName: record?.lastName ?? "",
      grade: record?.grade ?? "",
      teacher: record?.teacher ?? "",
      active: record?.active ?? true,
    },
  });
  const fieldsOf = (values: FormValues) => ({ ...values, companyId: school.id, isStaff: kind.staff });

  const showInvalid = (errors: Record<string, string>) => {
    form.setErrors(errors);
    setInvalid(true);
  };

  const save = useMutation(
    trpc.studentsAdmin.save.mutationOptions({
      onSuccess: (saved) => {
        notifySuccess(record ? `${fullName(saved)} has been saved.` : `${fullName(saved)} has been added.`);
        void queryClient.invalidateQueries({ queryKey: trpc.studentsAdmin.list.pathKey() });
        onClose();
      },
      onError: (error) => {
        const { fieldErrors, message } = mapServerError(error, { fields: FIELDS, fieldName: (f) => f.replace(/^fields\./, "") });
        if (Object.keys(fieldErrors).length > 0) showInvalid(fieldErrors);
        else notifyError(message);
      },
    }),
  );

  const submit = form.onSubmit((values) => {
    const errors = studentFieldErrors(fieldsOf(values));
    if (errors) return showInvalid(errors);
    setInvalid(false);
    save.mutate({ module, studentId: record?.id, fields: fieldsOf(values) });
  });

  const title = record ? `Edit ${fullName(record)}` : `Add ${kind.one}`;
  const schoolError = form.errors.companyId;
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          {invalid && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="alert"
              data-testid="student-form-invalid"
            >
              {STUDENT_ADMIN_MESSAGES.invalid}
            </Alert>
          )}
          {canChooseSite(session) ? (
            <SitePicker
              label="School"
              value={school}
              onChange={(next) => {
                setSchool(next);
                form.clearFieldError("companyId");
              }}
              error={schoolError}
            />
          ) : (
            <TextInput label="School" value={school.name} readOnly error={schoolError} />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={kind.staff ? "Staff ID" : "Student ID"}
              required
              maxLength={STUDENT_TEXT_MAX}
              data-autofocus
              {...form.getInputProps("externalId")}
            />
            <TextInput
              label="SIS ID"
              description="The student information system's own id, if any."
              maxLength={STUDENT_TEXT_MAX}
              {...form.getInputProps("sisId")}
            />
            <TextInput label="First name" required maxLength={STUDENT_TEXT_MAX} {...form.getInputProps("firstName")} />
            <TextInput label="Last name" required maxLength={STUDENT_TEXT_MAX} {...form.getInputProps("lastName")} />
            {!kind.staff && (
              <>
                <TextInput
                  label="Grade"
                  required
                  description={`At most ${STUDENT_GRADE_MAX} characters.`}
                  {...form.getInputProps("grade")}
                />
                <TextInput label="Teacher" maxLength={STUDENT_TEXT_MAX} {...form.getInputProps("teacher")} />
              </>
            )}
          </SimpleGrid>
          {record && (
            <Switch
              label="Active"
              description={`An inactive ${kind.one} is kept with their history but left out of these lists.`}
              {...form.getInputProps("active", { type: "checkbox" })}
            />
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {record ? "Save" : `Add ${kind.one}`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
