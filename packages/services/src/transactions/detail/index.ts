export * from "./access.ts";
export * from "./read.ts";
