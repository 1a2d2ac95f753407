import { router } from "../../trpc.ts";
import { checkDraftProcedure } from "./check-draft.ts";
import { listProcedure } from "./list.ts";
import { massSetPnpProcedure } from "./mass-set-pnp.ts";
import { patchProcedure } from "./patch.ts";
import { payForProcedure } from "./pay-for.ts";
import { removeProcedure } from "./remove.ts";
import { restoreProcedure } from "./restore.ts";
import { runPnpProcedure } from "./run-pnp.ts";
import { saveAsDraftProcedure } from "./save-as-draft.ts";
import { setPnpProcedure } from "./set-pnp.ts";
import { totalsProcedure } from "./totals.ts";

/**
 * The item lists and their mass actions (docs/product/items-and-fees.md): every list reads `list`; each
 * action names items by code and applies to all of them or, refused, to none.
 */
export const itemsRouter = router({
  list: listProcedure,
  saveAsDraft: saveAsDraftProcedure,
  checkDraft: checkDraftProcedure,
  patch: patchProcedure,
  remove: removeProcedure,
  restore: restoreProcedure,
  setPnp: setPnpProcedure,
  massSetPnp: massSetPnpProcedure,
  runPnp: runPnpProcedure,
  totals: totalsProcedure,
  payFor: payForProcedure,
});
