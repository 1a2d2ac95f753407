import type { RouteObject } from "react-router";

/**
 * The public pay pages, outside the module shell, no sign-in needed: the pay-for-item link
 * (docs/product/items-and-fees.md), the guest's checkout and the receipt a guest's payment token opens.
 */
export const payForRoutes: RouteObject[] = [
  { path: "/pay/for/:slug/:code", lazy: async () => ({ Component: (await import("./index.ts")).PayForPage }) },
  { path: "/pay/checkout", lazy: async () => ({ Component: (await import("./index.ts")).GuestCheckoutPage }) },
  { path: "/pay/success/:orderId/:token", lazy: async () => ({ Component: (await import("./index.ts")).GuestReceiptPage }) },
  { path: "/pay/rest/:orderId/:token", lazy: async () => ({ Component: (await import("./index.ts")).GuestPayRestPage }) },
];
