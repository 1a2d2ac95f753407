export * from "./order-access.ts";
export * from "./edits.ts";
