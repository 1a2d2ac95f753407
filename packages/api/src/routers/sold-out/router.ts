import { createSoldOutMessage, listSoldOutMessages, removeSoldOutMessage } from "@paydesk/services";
import { ZCreateSoldOutRequestSchema, ZListSoldOutRequestSchema, ZSoldOutIdRequestSchema } from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("items.view");
const canManage = permissionProcedure("items.manage");

/** Sold-out messages (spec 2 §4, §7): a company's messages, picked by its items. */
export const soldOutRouter = router({
  list: canView.input(ZListSoldOutRequestSchema).query(({ ctx, input }) => listSoldOutMessages(ctx, input)),
  create: canManage.input(ZCreateSoldOutRequestSchema).mutation(({ ctx, input }) => createSoldOutMessage(ctx, input)),
  remove: canManage.input(ZSoldOutIdRequestSchema).mutation(({ ctx, input }) => removeSoldOutMessage(ctx, input)),
});
