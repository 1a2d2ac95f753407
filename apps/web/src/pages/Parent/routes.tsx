import type { RouteObject } from "react-router";

/**
 * Routes below `/:module` for the parent area: make a payment, the cart, checkout, the
 * page after paying, and the payment history with its receipts. Each page's MenuGate answers
 * not-found in the other modules, whose menus have no such screens.
 */
export const parentRoutes: RouteObject[] = [
  { path: "pay", lazy: async () => ({ Component: (await import("./MakePaymentPage/index.ts")).MakePaymentPage }) },
  { path: "cart", lazy: async () => ({ Component: (await import("./CartPage/index.ts")).CartPage }) },
  { path: "checkout", lazy: async () => ({ Component: (await import("./CheckoutPage/index.ts")).CheckoutPage }) },
  { path: "success", lazy: async () => ({ Component: (await import("./SuccessPage/index.ts")).SuccessPage }) },
  { path: "history", lazy: async () => ({ Component: (await import("./HistoryPage/index.ts")).HistoryPage }) },
  { path: "history/:orderId", lazy: async () => ({ Component: (await import("./ReceiptPage/index.ts")).ReceiptPage }) },
  { path: "rest/:orderId", lazy: async () => ({ Component: (await import("./PayRestPage/index.ts")).PayRestPage }) },
];
