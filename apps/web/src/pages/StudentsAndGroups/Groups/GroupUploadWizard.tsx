import { Radio, Stack, TextInput } from "@mantine/core";
import { groupFileColumnsMessage } from "@paydesk/domain";
import { GROUP_UPLOAD_MESSAGES, ZGroupName, groupUploadColumns, type TGroupUploadMode, type TModule } from "@paydesk/validators";
import { useState } from "react";
import { UploadWizard } from "../../../components/Upload/index.ts";

const HEADER_WORDS = ["group", "student", "id", "site", "school"];

/**
 * The group CSV upload (docs/product/uploads.md, Student groups): single group mode (one column,
 * the student id, into the group named here) or multiple groups (group name, student id and
 * optionally the site id). The file's field count is checked before mapping (the incorrect-columns
 * message); the server checks every id against the site's students.
 */
export function GroupUploadWizard({ module, onFinished }: { module: TModule; onFinished?: () => void }) {
  const [mode, setMode] = useState<TGroupUploadMode>("multiple");
  const [groupName, setGroupName] = useState("");
  const nameCheck = ZGroupName.safeParse(groupName);
  const blocked = mode === "single" && !nameCheck.success ? GROUP_UPLOAD_MESSAGES.groupNameRequired : null;
  return (
    <UploadWizard
      key={mode}
      module={module}
      kind="groups"
      columns={groupUploadColumns(mode)}
      headerWords={HEADER_WORDS}
      startOptions={mode === "single" ? { mode, groupName: groupName.trim() } : { mode }}
      startBlocked={blocked}
      checkFile={(rows) => groupFileColumnsMessage(mode, rows)}
      invalidFileMessage={GROUP_UPLOAD_MESSAGES.fileRequired}
      onFinished={onFinished}
      startChoices={
        <Stack gap="sm">
          <Radio.Group label="What the file holds" value={mode} onChange={(value) => setMode(value as TGroupUploadMode)}>
            <Stack gap={6} mt={6}>
              <Radio value="multiple" label="Several groups: group name, student ID and optionally site ID on each row" />
              <Radio value="single" label="One group: a student ID on each row" />
            </Stack>
          </Radio.Group>
          {mode === "single" && (
            <TextInput
              label="Group name"
              value={groupName}
              onChange={(event) => setGroupName(event.currentTarget.value)}
              error={groupName !== "" && blocked ? blocked : undefined}
              required
            />
          )}
        </Stack>
      }
    />
  );
}
