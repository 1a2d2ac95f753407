import { router } from "../../trpc.ts";
import { createProcedure } from "./create.ts";
import { csvProcedure, findCsvProcedure } from "./csv.ts";
import { dayProcedure } from "./day.ts";
import { findProcedure } from "./find.ts";
import { getProcedure } from "./get.ts";

/**
 * The end-of-day close-out at the terminal: the staff member's own day and its count (terminal
 * rung), one kept close-out and its CSV (close-out rung), the company's list and its CSV
 * (reports.view).
 */
export const closeoutRouter = router({
  day: dayProcedure,
  create: createProcedure,
  get: getProcedure,
  csv: csvProcedure,
  find: findProcedure,
  findCsv: findCsvProcedure,
});
