export * from "./plans.ts";
export * from "./sizes.ts";
export * from "./skins.ts";
