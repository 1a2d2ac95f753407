import type { TModule } from "@paydesk/validators";

/** Where the series screens live (below `/{module}`), and where an occurrence's order opens. */
export const SERIES_PATHS = {
  list: (module: TModule) => `/${module}/series`,
  detail: (module: TModule, seriesId: number) => `/${module}/series/${seriesId}`,
  /**
   * An occurrence's order: the parent's history page; for staff the transaction detail (the same
   * reports.view the series screens need), where it can be refunded.
   */
  order: (module: TModule, orderId: number) => (module === "parent" ? `/parent/history/${orderId}` : `/${module}/reports/txn/${orderId}`),
};
