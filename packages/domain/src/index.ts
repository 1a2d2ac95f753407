export * from "./errors.ts";
export * from "./modules.ts";
export * from "./permissions.ts";
export * from "./access.ts";
export * from "./grants.ts";
export * from "./items/index.ts";
export * from "./payments/index.ts";
export * from "./transactions/index.ts";
