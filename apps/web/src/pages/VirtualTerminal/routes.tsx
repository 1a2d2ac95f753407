import { Navigate, type RouteObject } from "react-router";

const load = async () => import("./index.ts");

/** Routes below `/:module` for the virtual terminal (docs/product/terminal.md). */
export const virtualTerminalRoutes: RouteObject[] = [
  { path: "virtual-terminal/office", lazy: async () => ({ Component: (await load()).OfficePage }) },
  { path: "virtual-terminal/pay", lazy: async () => ({ Component: (await load()).TerminalCartPage }) },
  { path: "virtual-terminal/payinfo", lazy: async () => ({ Component: (await load()).PayInfoPage }) },
  {
    path: "virtual-terminal/success",
    lazy: async () => {
      const { SuccessPage } = await load();
      return { element: <SuccessPage menuPath="virtual-terminal/success" /> };
    },
  },
  { path: "virtual-terminal/order-summary/:orderId", lazy: async () => ({ Component: (await load()).OrderSummaryPage }) },
  { path: "virtual-terminal/event/:itemId", lazy: async () => ({ Component: (await load()).EventPage }) },
  { path: "virtual-terminal/multi-add", lazy: async () => ({ Component: (await load()).MultiAddPage }) },
  { path: "virtual-terminal/external-items", lazy: async () => ({ Component: (await load()).ExternalItemsPage }) },
  {
    path: "vtpay/confirm",
    lazy: async () => {
      const { SuccessPage } = await load();
      return { element: <SuccessPage menuPath="vtpay/confirm" /> };
    },
  },
  {
    path: "vtpay",
    lazy: async () => {
      const { FlashPage } = await load();
      return { element: <FlashPage menuPath="vtpay" title="Virtual terminal" /> };
    },
  },
  {
    path: "items/events",
    lazy: async () => {
      const { FlashPage } = await load();
      return { element: <FlashPage menuPath="items/events" title="Events" /> };
    },
  },
];

/**
 * `/pay/school/multi-a2c` (docs/product/terminal.md): the browser's address of the multi-add page;
 * its POST is the cart's shim. The page itself lives in the school module's shell.
 */
export const multiAddRoutes: RouteObject[] = [
  { path: "/pay/school/multi-a2c", element: <Navigate to="/school/virtual-terminal/multi-add" replace /> },
];
