export * from "./start.ts";
export * from "./charge.ts";
export * from "./stop.ts";
export * from "./read.ts";
export * from "./jobs.ts";
export { composeSeriesFailureNotice } from "./notices.ts";
