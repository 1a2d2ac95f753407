export * from "./find.ts";
export * from "./student-access.ts";
export * from "./search.ts";
export * from "./manage/index.ts";
export * from "./active.ts";
