export * from "./offset.ts";
