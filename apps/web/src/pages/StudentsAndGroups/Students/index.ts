export { PeopleList } from "./PeopleList.tsx";
export { StudentsPage } from "./StudentsPage.tsx";
export { STAFF, STUDENTS } from "./types.ts";
