import { StudentsAndGroupsLayout } from "../Shell/index.ts";
import { PeopleList, STAFF } from "../Students/index.ts";

/** `/{module}/settings/students-and-groups/staff`: staff members, kept beside the students (no grade). */
export function StaffPage() {
  return (
    <StudentsAndGroupsLayout tab="staff">
      {(session, module) => <PeopleList module={module} session={session} kind={STAFF} />}
    </StudentsAndGroupsLayout>
  );
}
