export * from "./token.ts";
export * from "./access.ts";
export * from "./view.ts";
export * from "./email.ts";
export * from "./send.ts";
export * from "./pdf.ts";
