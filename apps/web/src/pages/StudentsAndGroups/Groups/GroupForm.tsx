import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { GROUP_MESSAGES, GROUP_NAME_MAX, type TModule } from "@paydesk/validators";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import { DeleteGroupButton } from "./DeleteGroupButton.tsx";
import { PickedStudents } from "./PickedStudents.tsx";
import { groupListPath } from "./paths.ts";
import { rulesOf, SmartRulesEditor, type SmartRulesValue } from "./SmartRulesEditor.tsx";
import { StudentPicker, type PickedStudent } from "./StudentPicker.tsx";
import { useGroupNameCheck } from "./useGroupNameCheck.ts";

export interface GroupFormStart {
  /** Absent for a new group. */
  groupId?: number;
  isSmart: boolean;
  owner: { id: number; name: string };
  name: string;
  isShared: boolean;
  listed: PickedStudent[];
  rules: SmartRulesValue;
  /** False: shared with this site from above (or the user may only look). */
  editable: boolean;
}

interface GroupFormProps {
  module: TModule;
  start: GroupFormStart;
  /** The user's roles allow changing groups at all. */
  canManage: boolean;
}

/**
 * Create or edit one group: its name (checked as typed and on save,
 * docs/product/students-and-groups.md), whether it is shared with the sites below its owner, and
 * its members — students picked one by one, or a smart group's rules. A group shared from above
 * shows read-only, saying who may change it.
 */
export function GroupForm({ module, start, canManage }: GroupFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const editable = canManage && start.editable;
  const [name, setName] = useState(start.name);
  const [touched, setTouched] = useState(false);
  const [isShared, setIsShared] = useState(start.isShared);
  const [listed, setListed] = useState(start.listed);
  const [rules, setRules] = useState(start.rules);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const nameCheck = useGroupNameCheck({
    module,
    name,
    groupId: start.groupId,
    companyId: start.owner.id,
    enabled: editable && touched,
  });
  const nameError = nameCheck.message ?? serverErrors.name ?? null;
  const backToList = () => void navigate(groupListPath(module, start.isSmart));

  const onSaved = (answer: { message: string }) => {
    notifySuccess(answer.message);
    void queryClient.invalidateQueries({ queryKey: trpc.groups.pathKey() });
    backToList();
  };
  const onError = (error: unknown) => {
    const { fieldErrors, message } = mapServerError(error, {
      fields: ["name", "studentIds", "rules"],
      fieldName: (f) => f.split(".")[0] ?? f,
    });
    setServerErrors(fieldErrors);
    if (Object.keys(fieldErrors).length === 0) notifyError(message);
  };
  const create = useMutation(trpc.groups.create.mutationOptions({ onSuccess: onSaved, onError }));
  const update = useMutation(trpc.groups.update.mutationOptions({ onSuccess: onSaved, onError }));

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerErrors({});
    const fields = { module, name, isShared, studentIds: listed.map((s) => s.id), rules: rulesOf(rules) };
    if (start.groupId) update.mutate({ ...fields, groupId: start.groupId });
    else create.mutate({ ...fields, companyId: start.owner.id, isSmart: start.isSmart });
  };

  const kind = start.isSmart ? "smart group" : "group";
  return (
    <form noValidate onSubmit={submit} aria-label={start.groupId ? `Edit ${start.name}` : `New ${kind}`}>
      <Stack gap="lg">
        <Title order={2} fz={22}>
          {start.groupId ? start.name : `New ${kind}`}
        </Title>
        {!start.editable && (
          <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="group-read-only">
            {GROUP_MESSAGES.sharedReadOnly} ({start.owner.name})
          </Alert>
        )}
        <Paper radius="lg" p="lg">
          <Stack gap="md">
            <TextInput
              label="Group name"
              required
              maxLength={GROUP_NAME_MAX}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setTouched(true);
                setServerErrors(({ name: _name, ...rest }) => rest);
              }}
              error={nameError}
              description={nameCheck.checking ? "Checking the name…" : undefined}
              readOnly={!editable}
              data-testid="group-name"
            />
            <Text size="sm">
              Site: <b>{start.owner.name}</b>
            </Text>
            <Switch
              label="Share with the sites below this one"
              description="They see the group and may offer items to it; only this site's administrators change it."
              checked={isShared}
              onChange={(e) => setIsShared(e.currentTarget.checked)}
              disabled={!editable}
            />
          </Stack>
        </Paper>
        <Paper radius="lg" p="lg">
          <Stack gap="md">
            <Title order={3} fz={18}>
              {start.isSmart ? "Rules" : "Students"}
            </Title>
            {start.isSmart ? (
              <SmartRulesEditor
                module={module}
                ownerId={start.owner.id}
                value={rules}
                onChange={setRules}
                readOnly={!editable}
                error={serverErrors.rules}
              />
            ) : (
              <>
                {editable && (
                  <StudentPicker
                    module={module}
                    ownerId={start.owner.id}
                    label="Add a student"
                    onPick={(student) => !listed.some((s) => s.id === student.id) && setListed([...listed, student])}
                  />
                )}
                <Text size="sm" fw={600} data-testid="listed-count">
                  {listed.length === 1 ? "1 student" : `${listed.length} students`}
                </Text>
                <PickedStudents
                  students={listed}
                  empty="No students in this group yet."
                  onRemove={editable ? (id) => setListed(listed.filter((s) => s.id !== id)) : undefined}
                />
                {serverErrors.studentIds && (
                  <Text size="sm" c="red" role="alert">
                    {serverErrors.studentIds}
                  </Text>
                )}
              </>
            )}
          </Stack>
        </Paper>
        <Group justify="space-between">
          <Group gap="sm">
            {editable && (
              <Button type="submit" loading={create.isPending || update.isPending}>
                Save
              </Button>
            )}
            <Button variant="default" onClick={backToList}>
              {editable ? "Cancel" : "Back to the groups"}
            </Button>
          </Group>
          {editable && start.groupId && (
            <DeleteGroupButton module={module} group={{ id: start.groupId, name: start.name }} onDeleted={backToList} />
          )}
        </Group>
      </Stack>
    </form>
  );
}
