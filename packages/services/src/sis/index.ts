export * from "./company-plugins.ts";
export * from "./find.ts";
export * from "./plugins.ts";
export * from "./simulator.ts";
