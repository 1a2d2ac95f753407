export * from "./terminal-items.ts";
