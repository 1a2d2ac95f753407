export * from "./common.ts";
export * from "./auth.ts";
export * from "./account.ts";
export * from "./api-keys.ts";
export * from "./acl/permissions.ts";
export * from "./acl/messages.ts";
export * from "./acl/roles.ts";
export * from "./acl/categories.ts";
