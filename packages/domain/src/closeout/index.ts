export * from "./closeout.ts";
export * from "./access.ts";
