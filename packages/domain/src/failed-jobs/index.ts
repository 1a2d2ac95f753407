export * from "./redact.ts";
