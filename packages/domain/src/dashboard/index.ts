export * from "./range.ts";
