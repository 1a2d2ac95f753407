import { router } from "../../trpc.ts";
import { listProcedure } from "./list.ts";

/** /{module}/settings/schools: the district's schools (the school upload adds to them). */
export const schoolsRouter = router({
  list: listProcedure,
});
