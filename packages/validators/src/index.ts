export * from "./common.ts";
export * from "./auth.ts";
export * from "./account.ts";
export * from "./api-keys.ts";
export * from "./acl/permissions.ts";
