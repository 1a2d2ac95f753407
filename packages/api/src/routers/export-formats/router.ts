import { router } from "../../trpc.ts";
import { getProcedure } from "./get.ts";
import { saveProcedure } from "./save.ts";

/** /control/company/{id}/ftp-account/files/*: a company's file export format options, control only. */
export const exportFormatsRouter = router({
  get: getProcedure,
  save: saveProcedure,
});
