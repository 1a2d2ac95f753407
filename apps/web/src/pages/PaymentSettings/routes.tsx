import type { RouteObject } from "react-router";

/** Routes below `/:module` for: Payment settings (spec 2 §2 /{module}/payments and /{module}/payments/methods). */
export const paymentSettingsRoutes: RouteObject[] = [
  {
    path: "payments",
    lazy: async () => ({ Component: (await import("./PaymentSettingsPage/index.ts")).PaymentSettingsPage }),
  },
  {
    path: "payments/methods",
    lazy: async () => ({ Component: (await import("./PaymentSettingsPage/index.ts")).PaymentSettingsPage }),
  },
];
