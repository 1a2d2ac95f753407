import { ITEM_UPLOAD_START_MESSAGES, ITEMS_UPLOAD_COLUMNS, type TItemUploadStartOptions } from "@paydesk/validators";

/** What the page's source choice holds; "none" is update mode without a catalog. */
export interface ItemUploadSource {
  kind: "item" | "catalog" | "new-catalog" | "none";
  itemId?: number;
  catalogId?: number;
  catalogName?: string;
}

export type ItemUploadMode = "create" | "update";

/**
 * `uploads.start` options for the choice, or the product's message that blocks starting
 * (docs/product/uploads.md).
 */
export function startOf(mode: ItemUploadMode, source: ItemUploadSource): { options: TItemUploadStartOptions; blocked: string | null } {
  const name = source.catalogName?.trim() ?? "";
  switch (source.kind) {
    case "item":
      return { options: { mode, source: "item", itemId: source.itemId }, blocked: source.itemId ? null : ITEM_UPLOAD_START_MESSAGES.selectItem };
    case "catalog":
      return { options: { mode, source: "catalog", catalogId: source.catalogId }, blocked: source.catalogId ? null : ITEM_UPLOAD_START_MESSAGES.selectCatalog };
    case "new-catalog":
      return { options: { mode, source: "new-catalog", catalogName: name }, blocked: name ? null : ITEM_UPLOAD_START_MESSAGES.enterCatalog };
    case "none":
      return { options: { mode }, blocked: null };
  }
}

/** The columns as the mode needs them: updates require only the code; new items their title. */
export function columnsFor(mode: ItemUploadMode) {
  return ITEMS_UPLOAD_COLUMNS.map((column) => ({ ...column, required: mode === "update" ? column.key === "code" : column.key === "title" }));
}

export const ITEM_HEADER_WORDS: readonly string[] = [...new Set(ITEMS_UPLOAD_COLUMNS.flatMap((column) => column.headerWords))];
