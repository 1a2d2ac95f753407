/**
 * The public pay-for-item link (docs/product/items-and-fees.md: /pay/for/{item-slug}/{item code}). The code
 * finds the item; the slug is decoration, so a link with an old or mistyped slug answers the canonical path
 * and the page moves there. Only publicly payable items are shown (the domain's isPubliclyPayable: active,
 * out of draft and the trash, visible or open to guests).
 */
import type { TxContext } from "../../platform/context.ts";
import { isPubliclyPayable, payForItemPath } from "@paydesk/domain";
import type { AmountType, CustomFieldType, DisableGuest, FeeType, TPayForRequest } from "@paydesk/validators";
import { amountTypeMap, customFieldTypeMap, feeTypeMap } from "../mapping.ts";
import { noSuchItem } from "./access.ts";

/** A custom field the payer fills in when adding the item to a cart (hidden text is sent by the server). */
export interface PayForCustomField {
  label: string;
  type: CustomFieldType;
  additionalInfo: string;
  isMandatory: boolean;
  options: string[];
}

export interface PayForItem {
  canonicalPath: string;
  item: {
    /** What `cart.add` takes. The code alone is public already; the id reveals nothing more. */
    itemId: number;
    code: string;
    title: string;
    /** Rich-text HTML, sanitized when the item was saved. */
    description: string;
    amountType: AmountType;
    amountCents: number;
    feeType: FeeType;
    feeCents: number;
    companyName: string;
    imageId: number | null;
    /** 0 guests may pay, 1 sign-in required, 2 guest checkout only (docs/product/items-and-fees.md). */
    disableGuest: DisableGuest;
    customFields: PayForCustomField[];
    /** A limited quantity with nothing left: the page says so instead of offering the cart. */
    soldOut: boolean;
    soldOutMessage: string | null;
    /** Meant for particular students (it has targets): a parent names the student, never NA. */
    targeted: boolean;
  };
}

export async function findPayForItem({ db }: TxContext, input: TPayForRequest): Promise<PayForItem> {
  const item = await db.item.findUnique({
    where: { code: input.code },
    select: {
      id: true,
      code: true,
      slug: true,
      title: true,
      description: true,
      status: true,
      isDraft: true,
      active: true,
      visible: true,
      disableGuest: true,
      amountType: true,
      amountCents: true,
      feeType: true,
      feeCents: true,
      imageId: true,
      quantityAvailable: true,
      quantitySold: true,
      soldOutMessage: { select: { text: true } },
      company: { select: { name: true } },
      _count: { select: { targets: true } },
      customFields: {
        where: { type: { not: "HIDDENTEXT" } },
        orderBy: { position: "asc" },
        select: { label: true, type: true, additionalInfo: true, isMandatory: true, options: true },
      },
    },
  });
  // Not payable looks the same as unknown: the public must not learn that a hidden item exists.
  if (!item || !isPubliclyPayable(item)) throw noSuchItem();
  return {
    canonicalPath: payForItemPath(item.slug, item.code),
    item: {
      itemId: item.id,
      code: item.code,
      title: item.title,
      description: item.description,
      amountType: amountTypeMap.fromDb(item.amountType),
      amountCents: item.amountCents,
      feeType: feeTypeMap.fromDb(item.feeType),
      feeCents: item.feeCents,
      companyName: item.company.name,
      imageId: item.imageId,
      disableGuest: item.disableGuest as DisableGuest,
      customFields: item.customFields.map((field) => ({ ...field, type: customFieldTypeMap.fromDb(field.type) })),
      soldOut: item.quantityAvailable > 0 && item.quantitySold >= item.quantityAvailable,
      soldOutMessage: item.soldOutMessage?.text ?? null,
      targeted: item._count.targets > 0,
    },
  };
}

/**
 * The picture of a payable item, for its public page. Reached by the item's code rather than the
 * image id, so only pictures of items the public may see are served without a sign-in.
 */
export async function readPayForItemImage(ctx: TxContext, code: string): Promise<{ contentType: string; data: Uint8Array }> {
  const { db } = ctx;
  const { item } = await findPayForItem(ctx, { slug: "", code });
  const image = item.imageId
    ? await db.image.findUnique({ where: { id: item.imageId }, select: { contentType: true, data: true } })
    : null;
  if (!image) throw noSuchItem();
  return image;
}
