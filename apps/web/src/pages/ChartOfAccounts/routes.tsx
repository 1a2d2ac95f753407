import type { RouteObject } from "react-router";

/**
 * Routes below `/:module` for: Chart of accounts (primary and sub accounts,
 * docs/product/chart-of-accounts.md).
 */
export const chartOfAccountsRoutes: RouteObject[] = [
  {
    path: "settings/chart-of-accounts",
    lazy: async () => ({ Component: (await import("./ChartOfAccountsPage/index.ts")).PrimaryAccountsPage }),
  },
  // The CSV upload page (docs/product/uploads.md); the confirm address reopens a staged upload at its rows.
  {
    path: "settings/chart-of-accounts/upload-coa",
    lazy: async () => ({ Component: (await import("./Upload/index.ts")).UploadCoaPage }),
  },
  {
    path: "settings/chart-of-accounts/confirm-coa-upload/:key?",
    lazy: async () => ({ Component: (await import("./Upload/index.ts")).UploadCoaPage }),
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
