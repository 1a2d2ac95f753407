import type { RouteObject } from "react-router";

const page = (name: "ItemCreatePage" | "BuildNewPage" | "EditItemPage") => async () => ({
  Component: (await import("./ItemBuilderPage/index.ts"))[name],
});

/** Routes below `/:module` for: the item builder (docs/product/items-and-fees.md). Loaded on demand. */
export const itemBuilderRoutes: RouteObject[] = [
  { path: "items/create", lazy: page("ItemCreatePage") },
  { path: "payments/build-new", lazy: page("BuildNewPage") },
  { path: "payments/build-new/:type", lazy: page("BuildNewPage") },
  { path: "payments/edit/:itemId", lazy: page("EditItemPage") },
];
