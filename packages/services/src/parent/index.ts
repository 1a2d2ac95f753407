export * from "./students.ts";
export * from "./items.ts";
export * from "./history.ts";
