import type { RouteObject } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";

/**
 * The group CSV upload's own page (`…/students-and-groups/groups*`, docs/product/uploads.md), gated
 * by its menu entry (school and vendor, uploads.manage).
 */
export const groupUploadRoutes: RouteObject[] = [
  {
    path: "settings/students-and-groups/groups/upload",
    lazy: async () => {
      const { GroupUploadPage } = await import("./index.ts");
      return {
        element: (
          <MenuGate path="settings/students-and-groups/groups/upload">
            {(_session, module) => <GroupUploadPage module={module} />}
          </MenuGate>
        ),
      };
    },
  },
];

/**
 * The group screens (`/{school|vendor|control}/settings/students-and-groups/groups*`,
 * docs/product/students-and-groups.md):
 * the two lists are the students-and-groups tabs (routes.tsx one level up); here the new-group
 * pages and one group's page. "groups/upload" above is a fixed name and wins over ":groupId".
 */
export const groupRoutes: RouteObject[] = [
  {
    path: "settings/students-and-groups/groups/new",
    lazy: async () => {
      const { NewGroupPage } = await import("./index.ts");
      return { element: <NewGroupPage smart={false} /> };
    },
  },
  {
    path: "settings/students-and-groups/smartgroups/new",
    lazy: async () => {
      const { NewGroupPage } = await import("./index.ts");
      return { element: <NewGroupPage smart /> };
    },
  },
  {
    path: "settings/students-and-groups/groups/:groupId",
    lazy: async () => ({ Component: (await import("./index.ts")).EditGroupPage }),
  },
];
