import type { TModule } from "@paydesk/validators";

/** Where the service alert screens live (below `/{module}`). */
export const ALERT_PATHS = {
  list: (module: TModule) => `/${module}/promote/salerts`,
  create: (module: TModule) => `/${module}/promote/salerts/create`,
  detail: (module: TModule, alertId: number) => `/${module}/promote/salerts/${alertId}`,
};
