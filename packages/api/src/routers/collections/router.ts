import { router } from "../../trpc.ts";
import { checkPaymentsProcedure, markCheckReturnedProcedure } from "./check-returned.ts";
import { listCollectionsProcedure } from "./list.ts";
import { remindCollectionProcedure } from "./remind.ts";
import { resolveCollectionProcedure } from "./resolve.ts";

/**
 * Collections (`/control/operations/collections*`), control only: the money still owed
 * after partial authorizations, failed recurring charges and returned checks, and what staff do
 * about it. Every action is audited by its service.
 */
export const collectionsRouter = router({
  list: listCollectionsProcedure,
  remind: remindCollectionProcedure,
  resolve: resolveCollectionProcedure,
  markCheckReturned: markCheckReturnedProcedure,
  checkPayments: checkPaymentsProcedure,
});
