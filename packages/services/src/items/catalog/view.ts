/**
 * One item as the lists show it (the contract's items.list row), and the stored columns it is
 * read from. The mass actions load the same record, so every answer that names an item (patch,
 * restore) describes it the way the list does.
 */
import type { Prisma } from "@paydesk/db";
import { payForItemPath } from "@paydesk/domain";
import type { DisableGuest, ItemStatusName, ItemTypeName } from "@paydesk/validators";
import { itemTypeMap } from "../mapping.ts";

export const itemRecordSelect = {
  id: true,
  code: true,
  slug: true,
  title: true,
  type: true,
  status: true,
  isDraft: true,
  active: true,
  visible: true,
  disableGuest: true,
  availableToUsers: true,
  amountCents: true,
  pnpCalc: true,
  pnpComputedAt: true,
  quantityAvailable: true,
  quantitySold: true,
  createdAt: true,
  updatedAt: true,
  companyId: true,
  categoryId: true,
  company: { select: { path: true } },
  settlementAccount: { select: { id: true, name: true } },
  category: { select: { id: true, name: true } },
} satisfies Prisma.ItemSelect;

export type ItemRecord = Prisma.ItemGetPayload<{ select: typeof itemRecordSelect }>;

export interface ItemRow {
  id: number;
  code: string;
  title: string;
  type: ItemTypeName;
  status: ItemStatusName;
  isDraft: boolean;
  active: boolean;
  visible: boolean;
  disableGuest: DisableGuest;
  availableToUsers: boolean;
  amountCents: number;
  payee: { id: number; name: string } | null;
  category: { id: number; name: string } | null;
  pnpCalc: boolean;
  /** When the paid / not-paid report last finished; null before its first run. */
  pnpComputedAt: Date | null;
  quantityAvailable: number;
  quantitySold: number;
  createdAt: Date;
  updatedAt: Date;
  payForPath: string;
}

export function toItemRow(record: ItemRecord): ItemRow {
  return {
    id: record.id,
    code: record.code,
    title: record.title,
    type: itemTypeMap.fromDb(record.type),
    status: record.status,
    isDraft: record.isDraft,
    active: record.active,
    visible: record.visible,
    // The column holds 0, 1 or 2 (a check constraint would be the schema's job; the builder writes only these).
    disableGuest: record.disableGuest as DisableGuest,
    availableToUsers: record.availableToUsers,
    amountCents: record.amountCents,
    payee: record.settlementAccount,
    category: record.category,
    pnpCalc: record.pnpCalc,
    pnpComputedAt: record.pnpComputedAt,
    quantityAvailable: record.quantityAvailable,
    quantitySold: record.quantitySold,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    payForPath: payForItemPath(record.slug, record.code),
  };
}

/** What the audit log keeps of an item's state before and after a list action. */
export function auditState(record: Pick<ItemRecord, "status" | "isDraft" | "active" | "visible">) {
  return { status: record.status, isDraft: record.isDraft, active: record.active, visible: record.visible };
}
