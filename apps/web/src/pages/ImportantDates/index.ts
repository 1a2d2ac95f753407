export { DATES_PATH, ImportantDatesPage } from "./ImportantDatesPage.tsx";
