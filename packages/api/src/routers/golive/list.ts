import { goLiveChecklistFor } from "@paydesk/services";
import { ZGoLiveListRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** The checklist of the reader's company. */
export const listGoLiveProcedure = permissionProcedure("promote.view")
  .input(ZGoLiveListRequestSchema)
  .query(({ ctx }) => goLiveChecklistFor(ctx));
