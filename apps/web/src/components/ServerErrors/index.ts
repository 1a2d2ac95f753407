export { firstServerMessage, mapServerError, type MappedServerError } from "./map-server-error.ts";
export { showServerError } from "./show-server-error.ts";
