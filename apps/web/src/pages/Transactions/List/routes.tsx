import type { RouteObject } from "react-router";

/** Routes below `/:module` for the transactions list (reports/txn); the detail page has its own. */
export const transactionsListRoutes: RouteObject[] = [
  {
    path: "reports/txn",
    lazy: async () => ({ Component: (await import("./index.ts")).TransactionsListPage }),
  },
];
