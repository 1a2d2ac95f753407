import { router } from "../../trpc.ts";
import { listGoLiveProcedure } from "./list.ts";
import { saveGoLiveProcedure } from "./save.ts";

/** The go-live checklist (spec 3 §4; CONVENTIONS §10). */
export const goLiveRouter = router({
  list: listGoLiveProcedure,
  save: saveGoLiveProcedure,
});
