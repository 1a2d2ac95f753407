import type { RouteObject } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";

/**
 * Routes below `/:module` for: Control area (company search, outbox), gated by their entries of
 * the control menu (so they exist at /control/… only). Quick login has no page of
 * its own: its change-site list opens from the header (components/ChangeSite).
 */
export const controlRoutes: RouteObject[] = [
  {
    path: "company/search",
    lazy: async () => {
      const { CompanySearchPage } = await import("./CompanySearch/index.ts");
      return {
        element: <MenuGate path="company/search">{() => <CompanySearchPage />}</MenuGate>,
      };
    },
  },
  {
    path: "operations/outbox",
    lazy: async () => {
      const { OutboxPage } = await import("./Outbox/index.ts");
      return {
        element: <MenuGate path="operations/outbox">{() => <OutboxPage />}</MenuGate>,
      };
    },
  },
];
