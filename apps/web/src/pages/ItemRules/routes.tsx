import type { RouteObject } from "react-router";

/**
 * Routes below `/:module` for: Item rules (/{module}/items/rules/* and …/create,
 * docs/product/items-and-fees.md).
 */
export const itemRulesRoutes: RouteObject[] = [
  {
    path: "items/rules",
    lazy: async () => ({ Component: (await import("./ChooseItemPage/index.ts")).ChooseItemPage }),
  },
  {
    path: "items/rules/:itemId",
    lazy: async () => ({ Component: (await import("./ItemRulesPage/index.ts")).ItemRulesPage }),
  },
  {
    path: "items/rules/:itemId/create",
    lazy: async () => ({ Component: (await import("./CreateRulePage/index.ts")).CreateRulePage }),
  },
];
