export * from "./structure.ts";
