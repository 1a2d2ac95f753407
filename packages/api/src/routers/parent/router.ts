import { router } from "../../trpc.ts";
import { historyProcedure } from "./history.ts";
import { itemsProcedure } from "./items.ts";
import { studentsProcedure } from "./students.ts";

/** The parent area's own data: their students, what they can pay for, what they paid. */
export const parentRouter = router({
  students: studentsProcedure,
  items: itemsProcedure,
  history: historyProcedure,
});
