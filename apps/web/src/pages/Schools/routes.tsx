import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Schools (the list and the school upload, docs/product/uploads.md). */
export const schoolsRoutes: RouteObject[] = [
  {
    path: "settings/schools",
    lazy: async () => ({ Component: (await import("./SchoolsListPage/index.ts")).SchoolsListPage }),
  },
  {
    path: "settings/schools/upload-site",
    lazy: async () => ({ Component: (await import("./UploadSitePage/index.ts")).UploadSitePage }),
  },
  // The confirm address reopens a staged upload at its rows (docs/product/uploads.md).
  {
    path: "settings/schools/confirm-site-upload/:key?",
    lazy: async () => ({ Component: (await import("./UploadSitePage/index.ts")).UploadSitePage }),
  },
];
