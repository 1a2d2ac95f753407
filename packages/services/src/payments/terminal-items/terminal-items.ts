/**
 * The office terminal's searchable item select (docs/product/terminal.md: office) and the item its add form
 * opens: items of the actor's subtree (and of their categories, for a role limited to some) that can be sold
 * now: active, out of draft, not in the trash, not sold out. Hidden and guest-only items are included:
 * visibility is about the Payment Center, and staff sell at the office.
 */
import type { Prisma } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import {
  TERMINAL_ITEMS_LIMIT,
  type CustomFieldType,
  type TTerminalItemGetRequest,
  type TTerminalItemsListRequest,
} from "@paydesk/validators";
import { escapeLike } from "../../platform/like.ts";
import { subtreeFilter } from "../../platform/company-scope.ts";
import { assertItemAllowed, categoryWhere, noSuchItem } from "../../items/catalog/access.ts";
import { amountTypeMap, customFieldTypeMap, feeTypeMap, itemTypeMap } from "../../items/mapping.ts";
import type { ActorTxContext } from "../../platform/context.ts";
import type { PayableItem } from "../../items/catalog/payable-items.ts";

export interface TerminalCustomField {
  label: string;
  position: number;
  type: CustomFieldType;
  isMandatory: boolean;
  options: string[];
  /** What a hidden text field submits. */
  defaultValue: string | null;
  additionalInfo: string;
}

/** A payable item's summary (as in a student's list) with what the terminal's add form needs. */
export interface TerminalItem extends PayableItem {
  taxRateHundredths: number;
  shippingCents: number;
  companyName: string;
  payeeName: string | null;
  /** Event items (the terminal's Events tab); null for other items. */
  eventStartsAt: Date | null;
  eventEndsAt: Date | null;
  eventLocation: string | null;
  customFields: TerminalCustomField[];
}

/** Sellable now: the same rule for the list and for one item. */
const SELLABLE = { status: "ACTIVE", active: true, isDraft: false } as const satisfies Prisma.ItemWhereInput;

const accessibleTo = (actor: Actor): Prisma.ItemWhereInput => ({ company: subtreeFilter(actor), ...categoryWhere(actor) });

const SELECT = {
  id: true,
  code: true,
  title: true,
  type: true,
  amountType: true,
  amountCents: true,
  feeType: true,
  feeCents: true,
  taxEnabled: true,
  taxRateHundredths: true,
  shippingEnabled: true,
  shippingCents: true,
  quantityAvailable: true,
  quantitySold: true,
  companyId: true,
  categoryId: true,
  settlementAccountId: true,
  payeeName: true,
  eventStartsAt: true,
  eventEndsAt: true,
  eventLocation: true,
  company: { select: { name: true, path: true } },
  customFields: {
    select: {
      label: true,
      position: true,
      type: true,
      isMandatory: true,
      options: true,
      defaultValue: true,
      additionalInfo: true,
    },
    orderBy: { position: "asc" },
  },
} as const satisfies Prisma.ItemSelect;

type Row = Prisma.ItemGetPayload<{ select: typeof SELECT }>;

const quantityLeftOf = (r: Pick<Row, "quantityAvailable" | "quantitySold">) =>
  r.quantityAvailable === 0 ? null : Math.max(0, r.quantityAvailable - r.quantitySold);

function toTerminalItem(r: Row): TerminalItem {
  return {
    itemId: r.id,
    code: r.code,
    title: r.title,
    type: itemTypeMap.fromDb(r.type),
    amountType: amountTypeMap.fromDb(r.amountType),
    amountCents: r.amountCents,
    feeType: feeTypeMap.fromDb(r.feeType),
    feeCents: r.feeCents,
    // Disabled add-ons are charged as 0 (docs/product/items-and-fees.md: disabling sets the value to 0).
    taxRateHundredths: r.taxEnabled ? r.taxRateHundredths : 0,
    shippingCents: r.shippingEnabled ? r.shippingCents : 0,
    quantityLeft: quantityLeftOf(r),
    companyId: r.companyId,
    companyName: r.company.name,
    payeeId: r.settlementAccountId,
    payeeName: r.payeeName,
    eventStartsAt: r.eventStartsAt,
    eventEndsAt: r.eventEndsAt,
    eventLocation: r.eventLocation,
    customFields: r.customFields.map((f) => ({ ...f, type: customFieldTypeMap.fromDb(f.type) })),
  };
}

export async function listTerminalItems(ctx: ActorTxContext, input: TTerminalItemsListRequest): Promise<TerminalItem[]> {
  const { db, actor } = ctx;
  const pattern = escapeLike(input.search);
  const notSoldOut: Prisma.ItemWhereInput = {
    OR: [{ quantityAvailable: 0 }, { quantitySold: { lt: db.item.fields.quantityAvailable } }],
  };
  const search: Prisma.ItemWhereInput = {
    OR: [{ title: { contains: pattern, mode: "insensitive" } }, { code: { contains: pattern, mode: "insensitive" } }],
  };
  const ofType: Prisma.ItemWhereInput = input.type ? { type: itemTypeMap.toDb(input.type) } : {};
  const rows = await db.item.findMany({
    // A student information system's carrier item is sold only with one of its fees (external items page).
    where: { ...SELLABLE, ...accessibleTo(actor), ...ofType, sisCarrierOf: { is: null }, AND: input.search ? [notSoldOut, search] : [notSoldOut] },
    select: SELECT,
    // Events soonest first (the Events tab); other lists by title.
    orderBy: input.type === "event" ? [{ eventStartsAt: "asc" }, { title: "asc" }, { id: "asc" }] : [{ title: "asc" }, { id: "asc" }],
    take: TERMINAL_ITEMS_LIMIT,
  });
  return rows.map(toTerminalItem);
}

export async function getTerminalItem(ctx: ActorTxContext, input: TTerminalItemGetRequest): Promise<TerminalItem> {
  const { db, actor } = ctx;
  const row = await db.item.findFirst({ where: { id: input.itemId, ...SELLABLE }, select: SELECT });
  if (!row || quantityLeftOf(row) === 0) throw noSuchItem();
  assertItemAllowed(actor, row);
  return toTerminalItem(row);
}
