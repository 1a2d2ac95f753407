import type { RouteObject } from "react-router";

/** The page's menu entry path (control menu); the route adds the spec's `/*`. */
export const EXPORT_FORMAT_PATH = "company/:companyId/ftp-account/files";

/** Routes below `/:module` for: a company's file export format (control, spec 2 §2 ftp-account/files/*). */
export const exportFormatRoutes: RouteObject[] = [
  {
    path: `${EXPORT_FORMAT_PATH}/*`,
    lazy: async () => ({ Component: (await import("./index.ts")).ExportFormatPage }),
  },
];
