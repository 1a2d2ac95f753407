export * from "./visibility.ts";
export * from "./readers.ts";
