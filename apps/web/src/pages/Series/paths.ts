import type { TModule } from "@paydesk/validators";

/** Where the series screens live (below `/{module}`), and where an occurrence's order opens. */
export const SERIES_PATHS = {
  list: (module: TModule) => `/${module}/series`,
  detail: (module: TModule, seriesId: number) => `/${module}/series/${seriesId}`,
  /** The order's receipt: the parent's history page, staff's print-receipt page. */
  order: (module: TModule, orderId: number) =>
    module === "parent" ? `/parent/history/${orderId}` : module === "control" ? `/control/receipt/${orderId}` : `/${module}/virtual-terminal/print-receipt/${orderId}`,
};
