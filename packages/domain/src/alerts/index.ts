export * from "./visibility.ts";
