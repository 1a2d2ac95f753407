import { Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useParams } from "react-router";
import { canChooseSite, SitePicker, useSiteParam } from "../../../components/SitePicker/index.ts";
import type { Session } from "../../../lib/session.ts";
import { StudentsAndGroupsLayout } from "../Shell/index.ts";
import { StudentUploadWizard } from "./StudentUploadWizard.tsx";

/**
 * `/{module}/settings/students-and-groups/upload-students` and `/confirm-student-upload/{key}`
 * (docs/product/uploads.md): the upload tab of the students-and-groups screen; the confirm address reopens a
 * staged upload at its rows. The school defaults to the user's own site (`?site=` keeps a choice).
 */
export function UploadStudentsPage() {
  return <StudentsAndGroupsLayout tab="upload-students">{(session, module) => <UploadStudentsTab session={session} module={module} />}</StudentsAndGroupsLayout>;
}

function UploadStudentsTab({ session, module }: { session: Session; module: TModule }) {
  const [school, setSchool] = useSiteParam(session);
  const { key } = useParams();
  const choice = canChooseSite(session) ? (
    <SitePicker label="School" value={school} onChange={setSchool} w={360} />
  ) : (
    <Text size="sm">
      School: <strong>{school.name}</strong>
    </Text>
  );
  return <StudentUploadWizard module={module} schoolId={school.id} schoolChoice={choice} initialKey={key} />;
}
