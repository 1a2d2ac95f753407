import type { RouteObject } from "react-router";
import { ControlOnly } from "./ControlOnly.tsx";

/**
 * Routes below `/:module` for: Control area (company search, outbox). Quick login has no page of
 * its own: its change-site list opens from the header (components/ChangeSite).
 */
export const controlRoutes: RouteObject[] = [
  {
    path: "company/search",
    lazy: async () => {
      const { CompanySearchPage } = await import("./CompanySearch/index.ts");
      return {
        element: (
          <ControlOnly>
            <CompanySearchPage />
          </ControlOnly>
        ),
      };
    },
  },
  {
    path: "operations/outbox",
    lazy: async () => {
      const { OutboxPage } = await import("./Outbox/index.ts");
      return {
        element: (
          <ControlOnly>
            <OutboxPage />
          </ControlOnly>
        ),
      };
    },
  },
];
