import { findCloseouts } from "@paydesk/services";
import { ZCloseoutFindRequestSchema } from "@paydesk/validators";
import { permissionProcedure } from "../../trpc.ts";

/** The close-outs of the actor's part of the company tree: the transactions permission. */
export const findProcedure = permissionProcedure("reports.view").input(ZCloseoutFindRequestSchema).query(({ ctx, input }) => findCloseouts(ctx, input));
