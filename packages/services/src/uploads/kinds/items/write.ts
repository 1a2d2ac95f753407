/**
 * The set-based writes of one applied range: a handful of statements whatever the number of rows
 * (toolchain.md "Bulk insert": never a statement per row, never createMany on this path). Each
 * statement reads its rows from one jsonb parameter through jsonb_to_recordset, so one
 * INSERT … SELECT (or UPDATE … FROM) writes them all.
 */
import type { DbTx } from "@paydesk/db";
import { newItemCode } from "../../../items/builder/code.ts";
import type { ResolvedItem, TargetRow } from "./resolve.ts";
import type { CopyableItem } from "./setup.ts";

/** Item columns written from a resolved row: [json key, SQL column, recordset type, cast on write]. */
const COLUMNS = [
  ["companyId", "company_id", "int", ""],
  ["title", "title", "text", ""],
  ["slug", "slug", "text", ""],
  ["type", "type", "text", '::"ItemType"'],
  ["status", "status", "text", '::"ItemStatus"'],
  ["isDraft", "is_draft", "boolean", ""],
  ["active", "active", "boolean", ""],
  ["visible", "visible", "boolean", ""],
  ["disableGuest", "disable_guest", "int", ""],
  ["availableToUsers", "available_to_users", "boolean", ""],
  ["categoryId", "category_id", "int", ""],
  ["settlementAccountId", "settlement_account_id", "int", ""],
  ["description", "description", "text", ""],
  ["amountType", "amount_type", "text", '::"ItemAmountType"'],
  ["amountCents", "amount_cents", "int", ""],
  ["feeType", "fee_type", "text", '::"ItemFeeType"'],
  ["feeCents", "fee_cents", "int", ""],
  ["taxEnabled", "tax_enabled", "boolean", ""],
  ["includeTax", "include_tax", "boolean", ""],
  ["taxRateHundredths", "tax_rate_hundredths", "int", ""],
  ["shippingEnabled", "shipping_enabled", "boolean", ""],
  ["shippingCents", "shipping_cents", "int", ""],
  ["quantityAvailable", "quantity_available", "int", ""],
  ["soldOutMessageId", "sold_out_message_id", "int", ""],
  ["imageId", "image_id", "int", ""],
  ["pnpCalc", "pnp_calc", "boolean", ""],
  ["pullsDataByApi", "pulls_data_by_api", "boolean", ""],
  ["eventStartsAt", "event_starts_at", "timestamptz", ""],
  ["eventEndsAt", "event_ends_at", "timestamptz", ""],
  ["eventLocation", "event_location", "text", ""],
  ["coaId", "coa_id", "int", ""],
  ["subCoaId", "sub_coa_id", "int", ""],
] as const;

const RECORD_TYPE = COLUMNS.map(([key, , type]) => `"${key}" ${type}`).join(", ");

function record(item: ResolvedItem): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key] of COLUMNS) out[key] = item[key];
  return out;
}

const INSERT_ITEMS = `
  INSERT INTO items (code, created_by_id, updated_by_id, created_at, updated_at, ${COLUMNS.map(([, column]) => column).join(", ")})
  SELECT r.code, $2, $2, $3, $3, ${COLUMNS.map(([key, , , cast]) => `r."${key}"${cast}`).join(", ")}
  FROM jsonb_to_recordset($1::jsonb) AS r(code text, ${RECORD_TYPE})
  RETURNING id, code`;

const UPDATE_ITEMS = `
  UPDATE items AS i SET updated_by_id = $2, updated_at = $3, ${COLUMNS.map(([key, column, , cast]) => `${column} = r."${key}"${cast}`).join(", ")}
  FROM jsonb_to_recordset($1::jsonb) AS r(id int, ${RECORD_TYPE})
  WHERE i.id = r.id`;

const INSERT_TARGETS = `
  INSERT INTO item_targets (item_id, kind, value, student_id, target_company_id, group_id)
  SELECT r.item_id, r.kind::"ItemTargetKind", r.value, r.student_id, r.target_company_id, r.group_id
  FROM jsonb_to_recordset($1::jsonb) AS r(item_id int, kind text, value text, student_id int, target_company_id int, group_id int)`;

const INSERT_CUSTOM_FIELDS = `
  INSERT INTO item_custom_fields (item_id, position, label, additional_info, type, default_value, is_mandatory, options)
  SELECT r.item_id, f.position, f.label, f.additional_info, f.type, COALESCE(r.value, f.default_value), f.is_mandatory, f.options
  FROM jsonb_to_recordset($1::jsonb) AS r(item_id int, field_id int, value text)
  JOIN item_custom_fields f ON f.id = r.field_id`;

const SET_CUSTOM_FIELD_VALUES = `
  UPDATE item_custom_fields AS f SET default_value = r.value
  FROM jsonb_to_recordset($1::jsonb) AS r(field_id int, value text)
  WHERE f.id = r.field_id`;

const COPY_RECURRENCE = `
  INSERT INTO item_recurrences (item_id, mode, recurring_day, billing_interval_days, recur_control, billing_occurs, available_until, starts_on)
  SELECT n.id, b.mode, b.recurring_day, b.billing_interval_days, b.recur_control, b.billing_occurs, b.available_until, b.starts_on
  FROM item_recurrences b CROSS JOIN unnest($2::int[]) AS n(id)
  WHERE b.item_id = $1`;

const COPY_BUNDLE = `
  INSERT INTO item_bundle_entries (bundle_id, item_id, position, quantity)
  SELECT n.id, b.item_id, b.position, b.quantity
  FROM item_bundle_entries b CROSS JOIN unnest($2::int[]) AS n(id)
  WHERE b.bundle_id = $1`;

const REMEMBER = `
  INSERT INTO item_upload_items (batch_id, item_id)
  SELECT $1, id FROM unnest($2::int[]) AS n(id)
  ON CONFLICT DO NOTHING`;

export interface WriteContext {
  db: DbTx;
  batchId: number;
  actorId: number;
  now: Date;
}

function targetRecords(itemId: number, targets: readonly (TargetRow | CopyableItem["targets"][number])[]) {
  return targets.map((target) => ({
    item_id: itemId,
    kind: target.kind,
    value: target.value,
    student_id: "studentId" in target ? target.studentId : null,
    target_company_id: target.targetCompanyId,
    group_id: target.groupId,
  }));
}

async function insertJson(db: DbTx, statement: string, rows: readonly unknown[]): Promise<void> {
  if (rows.length) await db.$executeRawUnsafe(statement, JSON.stringify(rows));
}

async function remember(ctx: WriteContext, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length) await ctx.db.$executeRawUnsafe(REMEMBER, ctx.batchId, itemIds);
}

/** New items with their targets, custom fields (the base item's, with the rows' values), recurrence and package entries. */
export async function insertItems(ctx: WriteContext, items: readonly ResolvedItem[], base: CopyableItem | null): Promise<number> {
  if (!items.length) return 0;
  // 50 random bits per code: a clash fails the range's transaction, and the job's retry draws new codes.
  const withCodes = items.map((item) => ({ item, code: newItemCode() }));
  const created = await ctx.db.$queryRawUnsafe<{ id: number; code: string }[]>(
    INSERT_ITEMS,
    JSON.stringify(withCodes.map(({ item, code }) => ({ code, ...record(item) }))),
    ctx.actorId,
    ctx.now,
  );
  const idOf = new Map(created.map((row) => [row.code, row.id]));
  const pairs = withCodes.map(({ item, code }) => ({ item, id: idOf.get(code)! }));
  const baseTargets = base?.targets ?? [];
  await insertJson(ctx.db, INSERT_TARGETS, pairs.flatMap(({ item, id }) => targetRecords(id, item.targets ?? baseTargets)));
  await insertJson(
    ctx.db,
    INSERT_CUSTOM_FIELDS,
    pairs.flatMap(({ item, id }) => (base?.customFields ?? []).map((field) => ({ item_id: id, field_id: field.id, value: item.customFieldValues.get(field.id) ?? null }))),
  );
  if (base) {
    const ids = pairs.map(({ id }) => id);
    await ctx.db.$executeRawUnsafe(COPY_RECURRENCE, base.id, ids);
    // Package entries are items of the package's own company.
    const sameCompany = pairs.filter(({ item }) => item.companyId === base.companyId).map(({ id }) => id);
    if (sameCompany.length) await ctx.db.$executeRawUnsafe(COPY_BUNDLE, base.id, sameCompany);
  }
  await remember(ctx, [...idOf.values()]);
  return created.length;
}

/** Existing items: their columns, the targets of rows that list some, the cf values given. */
export async function updateItems(ctx: WriteContext, items: readonly ResolvedItem[]): Promise<number> {
  // A code given twice in one range: the later row wins, as it would in a later range.
  const byId = new Map(items.map((item) => [item.itemId!, item]));
  const latest = [...byId.values()];
  if (!latest.length) return 0;
  await ctx.db.$executeRawUnsafe(UPDATE_ITEMS, JSON.stringify(latest.map((item) => ({ id: item.itemId, ...record(item) }))), ctx.actorId, ctx.now);
  const retargeted = latest.filter((item) => item.targets !== null);
  if (retargeted.length) {
    await ctx.db.$executeRawUnsafe(`DELETE FROM item_targets WHERE item_id = ANY($1::int[])`, retargeted.map((item) => item.itemId));
    await insertJson(ctx.db, INSERT_TARGETS, retargeted.flatMap((item) => targetRecords(item.itemId!, item.targets!)));
  }
  await insertJson(
    ctx.db,
    SET_CUSTOM_FIELD_VALUES,
    latest.flatMap((item) => [...item.customFieldValues].map(([fieldId, value]) => ({ field_id: fieldId, value }))),
  );
  await remember(ctx, [...byId.keys()]);
  return latest.length;
}
