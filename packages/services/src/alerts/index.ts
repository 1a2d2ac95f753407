export { createAlert } from "./create.ts";
export { acknowledgeAlert } from "./acknowledge.ts";
export { getAlert, listAlerts } from "./list.ts";
export { alertMessages, type AlertMessage } from "./messages.ts";
export { forgetCachedAlerts } from "./cache.ts";
export type { AlertRow } from "./read.ts";
