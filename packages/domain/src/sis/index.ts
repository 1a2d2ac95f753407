export * from "./types.ts";
export * from "./amounts.ts";
export * from "./protocols.ts";
export * from "./simulator-fees.ts";
export * from "./postback-retry.ts";
export * from "./curl-log.ts";
export * from "./external-line-rules.ts";
