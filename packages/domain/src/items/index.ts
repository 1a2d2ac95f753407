export * from "./custom-fields.ts";
export * from "./fees.ts";
export * from "./money.ts";
export * from "./readiness.ts";
export * from "./recurring.ts";
export * from "./vanity-url.ts";
export * from "./targets.ts";
export * from "./access.ts";
