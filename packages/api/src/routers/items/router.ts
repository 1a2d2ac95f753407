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
  list: canView.input(ZListItemsRequestSchema).query(({ ctx, input }) => findItems(ctx, input)),
  saveAsDraft: canManage.input(ZSaveAsDraftRequestSchema).mutation(({ ctx, input }) => saveItemsAsDraft(ctx, input)),
  checkDraft: canManage.input(ZCheckDraftRequestSchema).mutation(({ ctx, input }) => checkDrafts(ctx, input)),
  patch: canManage.input(ZPatchItemRequestSchema).mutation(({ ctx, input }) => patchItem(ctx, input)),
  remove: canManage.input(ZRemoveItemsRequestSchema).mutation(({ ctx, input }) => removeItems(ctx, input)),
  restore: canManage.input(ZItemCodeRequestSchema).mutation(({ ctx, input }) => restoreItem(ctx, input)),
  setPnp: canManage.input(ZSetPnpRequestSchema).mutation(({ ctx, input }) => setItemPnp(ctx, input)),
  massSetPnp: canManage.input(ZMassSetPnpRequestSchema).mutation(({ ctx, input }) => massSetItemPnp(ctx, input)),
  runPnp: canManage.input(ZItemCodeRequestSchema).mutation(({ ctx, input }) => requestItemPnp(ctx, input)),
  /** A read, but the spec mounts it as a POST; the shim calls it the same way. */
  totals: canView.input(ZItemTotalsRequestSchema).query(({ ctx, input }) => itemTotals(ctx, input)),
  /** The public pay-for-item page: anyone with the link, signed in or not. */
  payFor: publicProcedure.input(ZPayForRequestSchema).query(({ ctx, input }) => findPayForItem(ctx, input)),
});
