import { parentHistory, parentItems, parentStudents } from "@paydesk/services";
import { ZParentHistoryRequestSchema, ZParentItemsRequestSchema } from "@paydesk/validators";
import { parentProcedure, router } from "../../trpc.ts";

/** The parent area's own data: their students, what they can pay for, what they paid. */
export const parentRouter = router({
  students: parentProcedure.query(({ ctx }) => parentStudents(ctx)),
  items: parentProcedure.input(ZParentItemsRequestSchema).query(({ ctx, input }) => parentItems(ctx, input)),
  history: parentProcedure.input(ZParentHistoryRequestSchema).query(({ ctx, input }) => parentHistory(ctx, input)),
});
