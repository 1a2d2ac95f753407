/**
 * What an item upload was started with (its batch options: the start options plus the extras
 * `start` answered) and the base item whose settings new rows copy, loaded once per call.
 */
import type { DbTx, Prisma } from "@paydesk/db";
import type { ItemUploadStartExtras } from "@paydesk/validators";
import { ITEM_FORM_COLUMNS } from "../../../items/builder/form-of.ts";

export interface ItemUploadSetup {
  mode: "create" | "update";
  baseItemId: number | null;
  /** The catalog (a category): where new items go without categ_name, and what a purge looks at. */
  catalogId: number | null;
}

export function setupOf(options: unknown): ItemUploadSetup {
  const stored = (options ?? {}) as Partial<ItemUploadStartExtras>;
  return {
    mode: stored.mode === "update" ? "update" : "create",
    baseItemId: typeof stored.baseItemId === "number" ? stored.baseItemId : null,
    catalogId: typeof stored.catalogId === "number" ? stored.catalogId : null,
  };
}

/** The item columns an upload copies or changes (the builder's own list), with the child rows it copies. */
export const ITEM_COPY_SELECT = {
  ...ITEM_FORM_COLUMNS,
  customFields: { select: { id: true, position: true, type: true, options: true }, orderBy: { position: "asc" } },
  targets: { select: { kind: true, value: true, studentId: true, targetCompanyId: true, groupId: true } },
} satisfies Prisma.ItemSelect;

type Loaded = NonNullable<Awaited<ReturnType<typeof loadItemsByCode>>>[number];
export type CopyableItem = Loaded;

export function loadItemsByCode(db: DbTx, codes: readonly string[]) {
  return db.item.findMany({ where: { code: { in: [...codes] } }, select: ITEM_COPY_SELECT });
}

export function loadItem(db: DbTx, id: number) {
  return db.item.findUnique({ where: { id }, select: ITEM_COPY_SELECT });
}
