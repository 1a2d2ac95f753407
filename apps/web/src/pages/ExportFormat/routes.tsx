import type { RouteObject } from "react-router";
import { EXPORT_FORMAT_PATH } from "./paths.ts";

/** Routes below `/:module` for: a company's file export format (control, spec 2 §2 ftp-account/files/*). */
export const exportFormatRoutes: RouteObject[] = [
  {
    path: `${EXPORT_FORMAT_PATH}/*`,
    lazy: async () => ({ Component: (await import("./index.ts")).ExportFormatPage }),
  },
];
