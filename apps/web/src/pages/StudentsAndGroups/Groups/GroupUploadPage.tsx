import { Anchor, Stack } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { GroupUploadWizard } from "./GroupUploadWizard.tsx";

/** `/{school|vendor}/settings/students-and-groups/groups/upload`: the group CSV upload on a page of its own (the groups tab opens the same wizard in a lightbox). */
export function GroupUploadPage({ module }: { module: TModule }) {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Upload student groups"
        description="Add students to groups from a CSV file: one group, or a group name on every row."
        actions={
          <Anchor component={Link} to={`/${module}/settings/students-and-groups/groups`}>
            Back to the groups
          </Anchor>
        }
      />
      <GroupUploadWizard module={module} />
    </Stack>
  );
}
