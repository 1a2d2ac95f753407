import type { RouteObject } from "react-router";

const page = (menuPath: "payments" | "payments/methods") => async () => {
  const { PaymentSettingsPage } = await import("./PaymentSettingsPage/index.ts");
  return { element: <PaymentSettingsPage menuPath={menuPath} /> };
};

/**
 * Routes below `/:module` for: Payment settings (/{module}/payments and /{module}/payments/methods,
 * docs/product/items-and-fees.md).
 */
export const paymentSettingsRoutes: RouteObject[] = [
  { path: "payments", lazy: page("payments") },
  { path: "payments/methods", lazy: page("payments/methods") },
];
