import type { RouteObject } from "react-router";

type ListPage =
  "IndividualItemsPage" | "RecurringItemsPage" | "PackagesPage" | "EventsPage" | "ThirdPartyItemsPage" | "AllItemsPage";
const page = (name: ListPage) => async () => ({ Component: (await import("./index.ts"))[name] });

/** Routes below `/:module` for: the item lists (docs/product/items-and-fees.md). Loaded on demand. */
export const itemListsRoutes: RouteObject[] = [
  { path: "payments/individual-items", lazy: page("IndividualItemsPage") },
  { path: "payments/recurring", lazy: page("RecurringItemsPage") },
  { path: "payments/mips", lazy: page("PackagesPage") },
  { path: "payments/events", lazy: page("EventsPage") },
  { path: "payments/3rd/:kind", lazy: page("ThirdPartyItemsPage") },
  { path: "items", lazy: page("AllItemsPage") },
];
