import type { RouteObject } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";

/** The group CSV upload's own page (spec 1 §2 `…/students-and-groups/groups*`), gated by its menu entry (school and vendor, uploads.manage). */
export const groupUploadRoutes: RouteObject[] = [
  {
    path: "settings/students-and-groups/groups/upload",
    lazy: async () => {
      const { GroupUploadPage } = await import("./index.ts");
      return {
        element: <MenuGate path="settings/students-and-groups/groups/upload">{(_session, module) => <GroupUploadPage module={module} />}</MenuGate>,
      };
    },
  },
];
