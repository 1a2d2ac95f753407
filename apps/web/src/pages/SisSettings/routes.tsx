import type { RouteObject } from "react-router";

/** Routes below `/:module` for the student information systems a site uses. */
export const sisSettingsRoutes: RouteObject[] = [
  {
    path: "settings/student-information-systems",
    lazy: async () => ({ Component: (await import("./SisSettingsPage.tsx")).SisSettingsPage }),
  },
];
