export { StudentsAndGroupsLayout } from "./StudentsAndGroupsLayout.tsx";
export { STUDENTS_AND_GROUPS_PATH, STUDENTS_AND_GROUPS_TABS, type StudentsAndGroupsTab } from "./tabs.ts";
