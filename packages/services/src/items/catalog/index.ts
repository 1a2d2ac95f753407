export { checkDrafts, saveItemsAsDraft, type CheckDraftResult, type SaveAsDraftResult } from "./drafts.ts";
export { findItems, type ItemPage } from "./list.ts";
export * from "./items-for.ts";
export {
  enqueuePaidStatusJob,
  ITEM_PAID_STATUS_QUEUE,
  recomputeItemPaidStatus,
  registerPaidStatusWork,
  startPaidStatusQueue,
  targetedStudentsWhere,
  type ItemPaidStatusJob,
} from "./paid-status.ts";
export * from "./payable-items.ts";
export { patchItem, type PatchItemResult } from "./patch.ts";
export { findPayForItem, readPayForItemImage, type PayForItem } from "./pay-for.ts";
export { massSetItemPnp, requestItemPnp, setItemPnp, type MassSetPnpResult, type SetPnpResult } from "./pnp.ts";
export { removeItems, restoreItem, type RemoveItemsResult, type RestoreItemResult } from "./remove.ts";
export { itemTotals, type ItemTotals } from "./totals.ts";
export type { ItemRow } from "./view.ts";
