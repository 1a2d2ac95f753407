export * from "./list.ts";
export * from "./record.ts";
export * from "./remove.ts";
export * from "./save.ts";
