import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Chart of accounts (primary and sub accounts, spec 2 §2). */
export const chartOfAccountsRoutes: RouteObject[] = [
  {
    path: "settings/chart-of-accounts",
    lazy: async () => ({ Component: (await import("./ChartOfAccountsPage/index.ts")).PrimaryAccountsPage }),
  },
  {
    path: "settings/sub-chart-of-accounts",
    lazy: async () => ({ Component: (await import("./ChartOfAccountsPage/index.ts")).SubAccountsPage }),
  },
  {
    path: "payments/subcoa",
    lazy: async () => ({ Component: (await import("./ChartOfAccountsPage/index.ts")).SubAccountsPage }),
  },
];
