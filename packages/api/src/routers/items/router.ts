import {
  checkDrafts,
  findItems,
  findPayForItem,
  itemTotals,
  massSetItemPnp,
  patchItem,
  removeItems,
  requestItemPnp,
  restoreItem,
  saveItemsAsDraft,
  setItemPnp,
} from "@paydesk/services";
import {
  ZCheckDraftRequestSchema,
  ZItemCodeRequestSchema,
  ZItemTotalsRequestSchema,
  ZListItemsRequestSchema,
  ZMassSetPnpRequestSchema,
  ZPatchItemRequestSchema,
  ZPayForRequestSchema,
  ZRemoveItemsRequestSchema,
  ZSaveAsDraftRequestSchema,
  ZSetPnpRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, publicProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("items.view");
const canManage = permissionProcedure("items.manage");

/**
 * The item lists and their mass actions (spec 2 §2, §4, §7): every list reads `list`; each
 * action names items by code and applies to all of them or, refused, to none.
 */
export const itemsRouter = router({
  list: canView.input(ZListItemsRequestSchema).query(({ ctx, input }) => findItems(ctx.db, ctx.actor, input)),
  saveAsDraft: canManage.input(ZSaveAsDraftRequestSchema).mutation(({ ctx, input }) => saveItemsAsDraft(ctx.db, ctx.actor, input, ctx.ip)),
  checkDraft: canManage.input(ZCheckDraftRequestSchema).mutation(({ ctx, input }) => checkDrafts(ctx.db, ctx.actor, input, ctx.ip)),
  patch: canManage.input(ZPatchItemRequestSchema).mutation(({ ctx, input }) => patchItem(ctx.db, ctx.actor, input, ctx.ip)),
  remove: canManage.input(ZRemoveItemsRequestSchema).mutation(({ ctx, input }) => removeItems(ctx.db, ctx.actor, input, ctx.ip)),
  restore: canManage.input(ZItemCodeRequestSchema).mutation(({ ctx, input }) => restoreItem(ctx.db, ctx.actor, input, ctx.ip)),
  setPnp: canManage.input(ZSetPnpRequestSchema).mutation(({ ctx, input }) => setItemPnp(ctx.db, ctx.actor, input, ctx.ip)),
  massSetPnp: canManage.input(ZMassSetPnpRequestSchema).mutation(({ ctx, input }) => massSetItemPnp(ctx.db, ctx.actor, input, ctx.ip)),
  runPnp: canManage.input(ZItemCodeRequestSchema).mutation(({ ctx, input }) => requestItemPnp(ctx.db, ctx.actor, input, ctx.ip)),
  /** A read, but the spec mounts it as a POST; the shim calls it the same way. */
  totals: canView.input(ZItemTotalsRequestSchema).query(({ ctx, input }) => itemTotals(ctx.db, ctx.actor, input)),
  /** The public pay-for-item page: anyone with the link, signed in or not. */
  payFor: publicProcedure.input(ZPayForRequestSchema).query(({ ctx, input }) => findPayForItem(ctx.db, input)),
});
