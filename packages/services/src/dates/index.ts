export * from "./dates.ts";
export * from "./time-zone.ts";
