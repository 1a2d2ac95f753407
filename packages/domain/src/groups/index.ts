export * from "./names.ts";
export * from "./smart-rules.ts";
export * from "./access.ts";
