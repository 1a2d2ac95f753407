export { ImportantDatesPage } from "./ImportantDatesPage.tsx";
export { DATES_PATH } from "./types.ts";
