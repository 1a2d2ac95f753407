import type { RouteObject } from "react-router";

/** Routes below `/:module` for the item CSV upload (docs/product/uploads.md). */
export const itemUploadRoutes: RouteObject[] = [
  { path: "settings/items/upload-items", lazy: async () => ({ Component: (await import("./index.ts")).UploadItemsPage }) },
  { path: "settings/items/update-items", lazy: async () => ({ Component: (await import("./index.ts")).UpdateItemsPage }) },
  // The confirm address reopens a staged upload at its rows (the legacy confirm-item-upload* pages).
  { path: "settings/items/confirm-item-upload/:key", lazy: async () => ({ Component: (await import("./index.ts")).ConfirmItemUploadPage }) },
];
