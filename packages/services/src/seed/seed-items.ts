/**
 * Writes the demo item catalogue (demo-items.ts) with its images, sold-out messages, student
 * groups, custom fields, targets, recurrences, packages and rules: one createMany per table.
 */
import type { DbTx, ItemStatus, Prisma } from "@paydesk/db";
import { toVanitySlug } from "@paydesk/domain";
import { demoItemTaxRate } from "./demo-orders.ts";
import { solidPng } from "./png.ts";
import {
  DEMO_CATALOGUE,
  DEMO_IMAGES,
  DEMO_SOLD_OUT_MESSAGES,
  DEMO_STUDENT_GROUPS,
  type SeedItem,
  type SeedItemState,
} from "./demo-items.ts";

const DAY_MS = 86_400_000;
const IMAGE_SIZE_PX = 8;

/** Ids of the rows seeded before the catalogue, by the keys demo-data.ts uses. */
export interface SeedRefs {
  now: Date;
  companyId(key: string): number;
  settlementAccountId(name: string): number;
  /** "company:name". */
  categoryId(key: string): number;
  /** "company:number" of a primary account. */
  primaryCoaId(key: string): number;
  studentId(externalId: string): number;
  /** The company's demo administrator, who "created" its items. */
  adminUserId(company: string): number | null;
}

interface StateFlags {
  status: ItemStatus;
  isDraft: boolean;
  active: boolean;
  visible: boolean;
  disableGuest: number;
  availableToUsers: boolean;
}

/**
 * A draft is neither available nor visible; guest-checkout-only cannot be visible
 * (docs/product/items-and-fees.md).
 */
const STATE_FLAGS: Readonly<Record<SeedItemState, StateFlags>> = {
  active: { status: "ACTIVE", isDraft: false, active: true, visible: true, disableGuest: 0, availableToUsers: true },
  hidden: { status: "ACTIVE", isDraft: false, active: true, visible: false, disableGuest: 0, availableToUsers: true },
  guestOnly: { status: "ACTIVE", isDraft: false, active: true, visible: false, disableGuest: 2, availableToUsers: false },
  draft: { status: "DRAFT", isDraft: true, active: false, visible: false, disableGuest: 0, availableToUsers: true },
  trash: { status: "TRASH", isDraft: false, active: false, visible: false, disableGuest: 0, availableToUsers: true },
};

const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
/** A calendar date (a `date` column) `days` after the seed's UTC day. */
const calendarDay = (now: Date, days: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days));

function quantities(item: SeedItem, sold: number): { quantityAvailable: number; quantitySold: number } {
  if (item.soldOut) {
    if (sold === 0) throw new Error(`${item.code} is meant to be sold out but no demo order sold it`);
    return { quantityAvailable: sold, quantitySold: sold };
  }
  const available = item.quantityAvailable ?? 0;
  if (available > 0 && sold > available) throw new Error(`${item.code}: demo orders sold ${sold} of ${available}`);
  return { quantityAvailable: available, quantitySold: sold };
}

function itemRow(
  item: SeedItem,
  index: number,
  refs: SeedRefs,
  sold: number,
  lookups: { imageId(key: string): number; soldOutMessageId(key: string): number },
): Prisma.ItemCreateManyInput {
  const company = refs.companyId(item.company);
  const createdAt = daysFrom(refs.now, -item.ageDays);
  // Edited some time after creation, differently per item, so "modified" and "created" sort apart.
  const updatedAt = daysFrom(refs.now, -Math.floor((item.ageDays * (index % 5)) / 10));
  const tax = item.includeTax || item.taxRateHundredths !== undefined;
  const admin = refs.adminUserId(item.company);
  return {
    companyId: company,
    code: item.code,
    slug: toVanitySlug(item.title),
    title: item.title,
    type: item.type,
    ...STATE_FLAGS[item.state],
    categoryId: item.category ? refs.categoryId(`${item.company}:${item.category}`) : null,
    settlementAccountId: refs.settlementAccountId(item.account),
    description: item.description,
    amountType: item.amountType ?? "FIXED",
    amountCents: item.amountCents,
    feeType: item.feeType ?? "NONE",
    feeCents: item.feeCents ?? 0,
    taxEnabled: tax,
    includeTax: item.includeTax ?? false,
    taxRateHundredths: demoItemTaxRate(item),
    shippingEnabled: (item.shippingCents ?? 0) > 0,
    shippingCents: item.shippingCents ?? 0,
    ...quantities(item, sold),
    soldOutMessageId: item.soldOutMessage ? lookups.soldOutMessageId(`${item.company}:${item.soldOutMessage}`) : null,
    imageId: item.image ? lookups.imageId(`${item.company}:${item.image}`) : null,
    pnpCalc: item.pnpCalc ?? false,
    pullsDataByApi: item.pullsDataByApi ?? false,
    eventStartsAt: item.event ? daysFrom(refs.now, item.event.startsInDays) : null,
    eventEndsAt: item.event
      ? new Date(daysFrom(refs.now, item.event.startsInDays).getTime() + item.event.hours * 3_600_000)
      : null,
    eventLocation: item.event?.location ?? null,
    coaId: item.coa ? refs.primaryCoaId(item.coa) : null,
    createdById: admin,
    updatedById: admin,
    createdAt,
    updatedAt,
  };
}

async function seedLibraries(tx: DbTx, refs: SeedRefs) {
  const images = await tx.image.createManyAndReturn({
    data: DEMO_IMAGES.map((image) => {
      const data = solidPng(IMAGE_SIZE_PX, IMAGE_SIZE_PX, image.rgb);
      return {
        companyId: refs.companyId(image.company),
        name: image.name,
        contentType: "image/png",
        byteSize: data.length,
        width: IMAGE_SIZE_PX,
        height: IMAGE_SIZE_PX,
        data: new Uint8Array(data),
      };
    }),
    select: { id: true, companyId: true, name: true },
  });
  const messages = await tx.soldOutMessage.createManyAndReturn({
    data: DEMO_SOLD_OUT_MESSAGES.map((m) => ({ companyId: refs.companyId(m.company), text: m.text })),
    select: { id: true, companyId: true, text: true },
  });
  const byCompanyKey = <T extends { id: number; companyId: number }>(rows: T[], name: (row: T) => string, key: string) => {
    const [company, ...rest] = key.split(":");
    const row = rows.find((r) => r.companyId === refs.companyId(company!) && name(r) === rest.join(":"));
    if (!row) throw new Error(`demo data refers to a missing row ${key}`);
    return row.id;
  };
  return {
    imageId: (key: string) => byCompanyKey(images, (r) => r.name, key),
    soldOutMessageId: (key: string) => byCompanyKey(messages, (r) => r.text, key),
  };
}

async function seedGroups(tx: DbTx, refs: SeedRefs): Promise<Map<string, number>> {
  const groupIds = new Map<string, number>();
  for (const group of DEMO_STUDENT_GROUPS) {
    const created = await tx.studentGroup.create({
      data: {
        companyId: refs.companyId(group.company),
        name: group.name,
        isSmart: group.isSmart,
        rules: group.isSmart
          ? { grades: [...group.rules.grades], schoolIds: group.rules.schools.map((s) => refs.companyId(s)), studentIds: [] }
          : undefined,
      },
    });
    if (!group.isSmart) {
      await tx.studentGroupMember.createMany({
        data: group.members.map((m) => ({ groupId: created.id, studentId: refs.studentId(m) })),
      });
    }
    groupIds.set(group.name, created.id);
  }
  return groupIds;
}

/** Writes the catalogue; `soldByCode` (from the order plan) sets each item's units sold. */
export async function seedItemCatalogue(
  tx: DbTx,
  refs: SeedRefs,
  soldByCode: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  const lookups = await seedLibraries(tx, refs);
  const groupIds = await seedGroups(tx, refs);
  const created = await tx.item.createManyAndReturn({
    data: DEMO_CATALOGUE.map((item, i) => itemRow(item, i, refs, soldByCode.get(item.code) ?? 0, lookups)),
    select: { id: true, code: true },
  });
  const itemIds = new Map(created.map((row) => [row.code, row.id]));
  const itemId = (code: string) => {
    const id = itemIds.get(code);
    if (id === undefined) throw new Error(`demo data refers to a missing item ${code}`);
    return id;
  };

  const each = <T>(make: (item: SeedItem, id: number) => T[]) => DEMO_CATALOGUE.flatMap((item) => make(item, itemId(item.code)));
  await tx.itemCustomField.createMany({
    data: each((item, id) =>
      (item.customFields ?? []).map((field, position) => ({
        itemId: id,
        position,
        label: field.label,
        additionalInfo: field.additionalInfo ?? "",
        type: field.type,
        defaultValue: field.defaultValue ?? null,
        isMandatory: field.isMandatory ?? false,
        options: field.options ?? [],
      })),
    ),
  });
  await tx.itemTarget.createMany({
    data: each((item, id) =>
      (item.targets ?? []).map((target): Prisma.ItemTargetCreateManyInput => {
        switch (target.kind) {
          case "GRADE":
          case "TEACHER":
            return { itemId: id, kind: target.kind, value: target.value };
          case "STUDENT":
            return { itemId: id, kind: target.kind, studentId: refs.studentId(target.externalId) };
          case "SCHOOL":
          case "DISTRICT":
            return { itemId: id, kind: target.kind, targetCompanyId: refs.companyId(target.company) };
          case "GROUP":
            return { itemId: id, kind: target.kind, groupId: groupIds.get(target.group)! };
        }
      }),
    ),
  });
  await tx.itemRecurrence.createMany({
    data: each((item, id) => {
      const r = item.recurrence;
      if (!r) return [];
      return [
        {
          itemId: id,
          mode: r.mode,
          recurringDay: r.recurringDay ?? null,
          billingIntervalDays: r.billingIntervalDays ?? null,
          recurControl: r.recurControl,
          billingOccurs: r.billingOccurs ?? null,
          availableUntil: r.availableUntilInDays === undefined ? null : calendarDay(refs.now, r.availableUntilInDays),
          startsOn: calendarDay(refs.now, r.startsInDays),
        },
      ];
    }),
  });
  await tx.itemBundleEntry.createMany({
    data: each((item, id) =>
      (item.bundle ?? []).map((code, position) => ({ bundleId: id, itemId: itemId(code), position, quantity: 1 })),
    ),
  });
  await tx.itemRule.createMany({
    data: each((item, id) =>
      (item.rules ?? []).map((rule) => ({ itemId: id, ...rule, customFieldName: rule.customFieldName ?? null })),
    ),
  });
  return itemIds;
}
