export * from "./closeouts.ts";
export * from "./csv.ts";
export { expectedForDay } from "./expected.ts";
