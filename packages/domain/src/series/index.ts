export * from "./schedule.ts";
export * from "./retry.ts";
export * from "./access.ts";
