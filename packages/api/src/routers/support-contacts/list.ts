import { listSupportContacts } from "@paydesk/services";
import { ZSupportContactListRequestSchema } from "@paydesk/validators";
import { controlProcedure } from "../../trpc.ts";

/** A company's support contacts (control only, docs/product/control-area.md). */
export const listSupportContactsProcedure = controlProcedure
  .input(ZSupportContactListRequestSchema)
  .query(({ ctx, input }) => listSupportContacts(ctx, input.companyId));
