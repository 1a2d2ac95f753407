import type { RouteObject } from "react-router";

const base = "settings/students-and-groups";

/**
 * Routes below `/:module` for the students-and-groups screen (docs/product/students-and-groups.md):
 * the students tab (also the screen's own path), staff, groups and smart groups. The upload tab's routes
 * (upload-students, confirm-student-upload) are the student upload's own.
 */
export const studentsAndGroupsRoutes: RouteObject[] = [
  { path: base, lazy: async () => ({ Component: (await import("./Students/index.ts")).StudentsPage }) },
  { path: `${base}/students`, lazy: async () => ({ Component: (await import("./Students/index.ts")).StudentsPage }) },
  { path: `${base}/staff`, lazy: async () => ({ Component: (await import("./Staff/index.ts")).StaffPage }) },
  { path: `${base}/groups`, lazy: async () => ({ Component: (await import("./Groups/index.ts")).GroupsTabPage }) },
  { path: `${base}/smartgroups`, lazy: async () => ({ Component: (await import("./Groups/index.ts")).SmartGroupsTabPage }) },
];
