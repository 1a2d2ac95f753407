import { StudentsAndGroupsLayout } from "../Shell/index.ts";
import { PeopleList } from "./PeopleList.tsx";
import { STUDENTS } from "./types.ts";

/** `/{module}/settings/students-and-groups` and its `students` tab. */
export function StudentsPage() {
  return (
    <StudentsAndGroupsLayout tab="students">
      {(session, module) => <PeopleList module={module} session={session} kind={STUDENTS} />}
    </StudentsAndGroupsLayout>
  );
}
