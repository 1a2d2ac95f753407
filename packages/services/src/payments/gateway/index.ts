export * from "./types.ts";
export * from "./simulator.ts";
export * from "./simulator-server.ts";
export * from "./http-client.ts";
export * from "./registry.ts";
export * from "./simulator-process.ts";
