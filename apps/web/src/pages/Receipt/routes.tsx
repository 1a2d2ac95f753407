import type { RouteObject } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";

/**
 * The receipt pages below `/:module`, gated by their menu entries (navigation/menu.ts): the
 * terminal's print page in the school, vendor and business modules, and control's receipt page.
 * A path without an id still routes here, to say the order id is unknown
 * (docs/product/checkout-and-payments.md).
 */
export const receiptModuleRoutes: RouteObject[] = [
  ...["virtual-terminal/print-receipt/:orderId", "virtual-terminal/print-receipt"].map((path) => ({
    path,
    lazy: async () => {
      const { PrintReceiptPage } = await import("./index.ts");
      return {
        element: <MenuGate path="virtual-terminal/print-receipt/:orderId">{(_session, module) => <PrintReceiptPage module={module} />}</MenuGate>,
      };
    },
  })),
  ...["receipt/:orderId", "receipt"].map((path) => ({
    path,
    lazy: async () => {
      const { PrintReceiptPage } = await import("./index.ts");
      return { element: <MenuGate path="receipt/:orderId">{(_session, module) => <PrintReceiptPage module={module} />}</MenuGate> };
    },
  })),
];

/**
 * The public receipt views (docs/product/checkout-and-payments.md, Receipts), outside the module
 * shell: by sign-in, or by token.
 */
export const receiptPublicRoutes: RouteObject[] = [
  ...["/pay/receipt/:orderId/view", "/pay/receipt/:orderId/:token/view"].map((path) => ({
    path,
    lazy: async () => ({ Component: (await import("./index.ts")).PublicReceiptPage }),
  })),
];
