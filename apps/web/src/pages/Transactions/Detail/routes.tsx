import type { RouteObject } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";

/** `/{module}/reports/txn/{orderId}`, gated by its menu entry (reports.view). */
export const transactionDetailRoutes: RouteObject[] = [
  {
    path: "reports/txn/:orderId",
    lazy: async () => {
      const { TransactionDetailPage } = await import("./index.ts");
      return {
        element: <MenuGate path="reports/txn/:orderId">{(session, module) => <TransactionDetailPage session={session} module={module} />}</MenuGate>,
      };
    },
  },
];
