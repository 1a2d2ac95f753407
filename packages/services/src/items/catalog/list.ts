/**
 * The item lists (docs/product/items-and-fees.md): one company's items, filtered, searched, sorted and paged
 * on the server, led by the items' (company_id[, type], sort column, id) indexes: the company is always an
 * equality, and the sort column is the index's next one.
 *
 * One statement, one round trip: the target company's path (for the scope check), the count
 * under the filter, and the page joined with its company, payee and category. It is plain SQL on
 * the pool (platform/sql.ts): Prisma would take three round trips (the company, then the page and
 * the count) and several milliseconds of CPU per request to build and map them.
 */
import type { ItemStatus, ItemType } from "@paydesk/db";
import { accessDenied, isCompanyInScope, type Actor } from "@paydesk/domain";
import type { TListItemsRequest } from "@paydesk/validators";
import { escapeLike } from "../../platform/like.ts";
import { noSuchSite } from "../../platform/company-scope.ts";
import { runHot } from "../../platform/sql.ts";
import { itemTypeMap } from "../mapping.ts";
import { toItemRow, type ItemRecord, type ItemRow } from "./view.ts";
import type { ActorTxContext } from "../../platform/context.ts";

export interface ItemPage {
  items: ItemRow[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The sort columns. The payee's name is the one the triggers keep on the item (indexed);
 * PostgreSQL puts items without a payee last going up and first going down.
 */
const SORT_COLUMNS: Record<TListItemsRequest["sort"], string> = {
  title: "title",
  created: "created_at",
  modified: "updated_at",
  payee: "payee_name",
};

/** The filter on `items i` and its values, numbered from $2 ($1 is the company). */
function itemFilter(actor: Actor, input: TListItemsRequest): { where: string; values: unknown[] } {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value) + 1}`;
  // "ANY" hides the trash (docs/product/items-and-fees.md); written as the other statuses so the index's
  // second column is used.
  const statuses: ItemStatus[] = input.status === "ANY" ? ["ACTIVE", "DRAFT"] : [input.status];
  const where = ["i.company_id = $1", `i.status = ANY(${param(statuses)}::"ItemStatus"[])`];
  if (input.types?.length) where.push(`i.type = ANY(${param(input.types.map(itemTypeMap.toDb))}::"ItemType"[])`);
  // An actor limited to categories sees only their items (none for an empty list).
  if (actor.categoryIds !== null) where.push(`i.category_id = ANY(${param([...actor.categoryIds])}::int[])`);
  if (input.categoryId) where.push(`i.category_id = ${param(input.categoryId)}`);
  if (input.settlementAccountId) where.push(`i.settlement_account_id = ${param(input.settlementAccountId)}`);
  if (input.search) {
    const pattern = param(`%${escapeLike(input.search)}%`);
    where.push(`(i.title ILIKE ${pattern} OR i.code ILIKE ${pattern})`);
  }
  return { where: where.join(" AND "), values };
}

function listStatement(actor: Actor, input: TListItemsRequest, companyId: number) {
  const { where, values } = itemFilter(actor, input);
  const all = [companyId, ...values, input.pageSize, (input.page - 1) * input.pageSize];
  const [limit, offset] = [all.length - 1, all.length];
  const dir = input.direction === "asc" ? "ASC" : "DESC";
  const sort = SORT_COLUMNS[input.sort];
  // The company row leads: no row means no such company. The count is an uncorrelated subquery,
  // run once. The page is ordered again outside the lateral join (50 rows), since only an outer
  // ORDER BY promises the order; equal keys fall back to the id so pages never overlap.
  const text = `
  SELECT scope.path AS scope_path, (SELECT count(*)::int FROM items i WHERE ${where}) AS total, page.*
  FROM (SELECT path FROM companies WHERE id = $1) scope
  LEFT JOIN LATERAL (
    SELECT i.id, i.code, i.slug, i.title, i.type::text AS type, i.status::text AS status, i.is_draft, i.active,
           i.visible, i.disable_guest, i.available_to_users, i.amount_cents, i.pnp_calc, i.pnp_computed_at,
           i.quantity_available, i.quantity_sold, i.created_at, i.updated_at, i.company_id, i.category_id,
           i.payee_name AS sort_payee_name, c.path AS company_path, sa.id AS payee_id, sa.name AS payee_name,
           cat.name AS category_name
    FROM items i
    JOIN companies c ON c.id = i.company_id
    LEFT JOIN settlement_accounts sa ON sa.id = i.settlement_account_id
    LEFT JOIN categories cat ON cat.id = i.category_id
    WHERE ${where}
    ORDER BY i.${sort} ${dir}, i.id ${dir}
    LIMIT $${limit} OFFSET $${offset}
  ) page ON true
  ORDER BY page.${sort === "payee_name" ? "sort_payee_name" : sort} ${dir}, page.id ${dir}`;
  return { statement: { text }, values: all };
}

interface ListRow {
  scope_path: string;
  total: number;
  /** The page's columns: null in the one row of an empty page. */
  id: number | null;
  code: string;
  slug: string;
  title: string;
  type: ItemType;
  status: ItemStatus;
  is_draft: boolean;
  active: boolean;
  visible: boolean;
  disable_guest: number;
  available_to_users: boolean;
  amount_cents: number;
  pnp_calc: boolean;
  pnp_computed_at: Date | null;
  quantity_available: number;
  quantity_sold: number;
  created_at: Date;
  updated_at: Date;
  company_id: number;
  category_id: number | null;
  company_path: string;
  payee_id: number | null;
  payee_name: string | null;
  category_name: string | null;
}

function recordOf(row: ListRow & { id: number }): ItemRecord {
  return {
    id: row.id,
    code: row.code,
    slug: row.slug,
    title: row.title,
    type: row.type,
    status: row.status,
    isDraft: row.is_draft,
    active: row.active,
    visible: row.visible,
    disableGuest: row.disable_guest,
    availableToUsers: row.available_to_users,
    amountCents: row.amount_cents,
    pnpCalc: row.pnp_calc,
    pnpComputedAt: row.pnp_computed_at,
    quantityAvailable: row.quantity_available,
    quantitySold: row.quantity_sold,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    companyId: row.company_id,
    categoryId: row.category_id,
    company: { path: row.company_path },
    settlementAccount: row.payee_id === null ? null : { id: row.payee_id, name: row.payee_name ?? "" },
    category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? "" },
  };
}

export async function findItems(ctx: ActorTxContext, input: TListItemsRequest): Promise<ItemPage> {
  const { db, actor } = ctx;
  const companyId = input.companyId ?? actor.companyId;
  const { statement, values } = listStatement(actor, input, companyId);
  const rows = await runHot<ListRow>(db, statement, values);
  // The scope check of companyInScope (platform/company-scope.ts), on the path read by the same
  // statement: a refused company's rows are dropped here, before anything leaves the server.
  const first = rows[0];
  if (!first) throw noSuchSite();
  if (!isCompanyInScope(actor, first.scope_path)) throw accessDenied();
  const items = rows.filter((row): row is ListRow & { id: number } => row.id !== null).map((row) => toItemRow(recordOf(row)));
  return { items, total: first.total, page: input.page, pageSize: input.pageSize };
}
