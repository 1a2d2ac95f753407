export * from "./regex-safety.ts";
export * from "./rules.ts";
