/**
 * The tabs of /{module}/settings/students-and-groups (docs/product/students-and-groups.md): each a
 * route of its own below the screen's path, so a tab can be linked to and reloaded. The upload tab
 * is the student upload's own page (the shared upload wizard).
 */
export const STUDENTS_AND_GROUPS_PATH = "settings/students-and-groups";

export const STUDENTS_AND_GROUPS_TABS = [
  { value: "students", label: "Students", path: `${STUDENTS_AND_GROUPS_PATH}/students` },
  { value: "staff", label: "Staff", path: `${STUDENTS_AND_GROUPS_PATH}/staff` },
  { value: "groups", label: "Groups", path: `${STUDENTS_AND_GROUPS_PATH}/groups` },
  { value: "smartgroups", label: "Smart groups", path: `${STUDENTS_AND_GROUPS_PATH}/smartgroups` },
  { value: "upload-students", label: "Upload students", path: `${STUDENTS_AND_GROUPS_PATH}/upload-students` },
] as const;

export type StudentsAndGroupsTab = (typeof STUDENTS_AND_GROUPS_TABS)[number]["value"];
