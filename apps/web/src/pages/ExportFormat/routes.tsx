import type { RouteObject } from "react-router";
import { EXPORT_FORMAT_PATH } from "./paths.ts";

/**
 * Routes below `/:module` for: a company's file export format (control, ftp-account/files/*:
 * docs/product/students-and-groups.md).
 */
export const exportFormatRoutes: RouteObject[] = [
  {
    path: `${EXPORT_FORMAT_PATH}/*`,
    lazy: async () => ({ Component: (await import("./index.ts")).ExportFormatPage }),
  },
];
