import { listSoldOutMessages } from "@paydesk/services";
import { ZListSoldOutRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

export const listProcedure = permissionProcedure("items.view")
  .input(ZListSoldOutRequestSchema)
  .query(({ ctx, input }) => listSoldOutMessages(ctx, input));
