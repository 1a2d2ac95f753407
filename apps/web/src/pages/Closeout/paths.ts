import type { TModule } from "@paydesk/validators";

/** Where the close-out screens live (below `/{module}`), and their CSV downloads (apps/server routes/closeout-csv.ts). */
export const CLOSEOUT_PATHS = {
  day: (module: TModule) => `/${module}/virtual-terminal/closeout`,
  sheet: (module: TModule, closeoutId: number) => `/${module}/virtual-terminal/closeout/${closeoutId}`,
  sheetCsv: (module: TModule, closeoutId: number) => `/${module}/virtual-terminal/closeout/${closeoutId}.csv`,
  list: (module: TModule) => `/${module}/reports/closeouts`,
  listCsv: (module: TModule, query: { from: string; to: string; history: boolean }) =>
    `/${module}/reports/closeouts.csv?from=${query.from}&to=${query.to}${query.history ? "&history=1" : ""}`,
};
