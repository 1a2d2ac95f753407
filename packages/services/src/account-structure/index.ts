export * from "./add-site.ts";
export * from "./move-site.ts";
export * from "./tree.ts";
export * from "./schools.ts";
