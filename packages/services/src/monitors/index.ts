export { countMonitorsInError } from "./in-error.ts";
