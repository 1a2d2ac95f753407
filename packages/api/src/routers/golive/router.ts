import { router } from "../../trpc.ts";
import { listGoLiveProcedure } from "./list.ts";
import { saveGoLiveProcedure } from "./save.ts";

/** The go-live checklist (docs/product/dashboard-images-promotions.md, Go-live checklist). */
export const goLiveRouter = router({
  list: listGoLiveProcedure,
  save: saveGoLiveProcedure,
});
