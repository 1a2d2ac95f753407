import type { RouteObject } from "react-router";

const load = async () => import("./index.ts");

/** The end-of-day close-out below `/:module`: the staff member's day, one kept sheet, the company's list. */
export const closeoutRoutes: RouteObject[] = [
  { path: "virtual-terminal/closeout", lazy: async () => ({ Component: (await load()).CloseoutPage }) },
  { path: "virtual-terminal/closeout/:closeoutId", lazy: async () => ({ Component: (await load()).CloseoutSheetPage }) },
  { path: "reports/closeouts", lazy: async () => ({ Component: (await load()).CloseoutListPage }) },
];
