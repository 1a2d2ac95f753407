import type { RouteObject } from "react-router";

const base = "settings/students-and-groups";

/**
 * Routes below `/:module` for the student upload (docs/product/uploads.md): the upload tab and the
 * confirm address.
 */
export const studentUploadRoutes: RouteObject[] = [
  { path: `${base}/upload-students`, lazy: async () => ({ Component: (await import("./index.ts")).UploadStudentsPage }) },
  { path: `${base}/confirm-student-upload/:key`, lazy: async () => ({ Component: (await import("./index.ts")).UploadStudentsPage }) },
];
