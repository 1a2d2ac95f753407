export * from "./register-parents.ts";
