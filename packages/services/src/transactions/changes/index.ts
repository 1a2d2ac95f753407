export * from "./update.ts";
export * from "./undo.ts";
