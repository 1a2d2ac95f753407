/**
 * The three lists measured, each as the `items.list` input the web app sends and as the bare SQL
 * a hand-written endpoint would run for it: the page (with payee and category joined, the
 * contract's row) and the count, both under the same filter. "ANY" hides the trash and equal
 * sort keys fall back to the id (docs/product/items-and-fees.md; the contract), so the SQL is what
 * the list means.
 */
export interface ListInput {
  module: "school";
  companyId: number;
  status: "ANY" | "ACTIVE" | "DRAFT" | "TRASH";
  search: string;
  sort: "title" | "modified" | "created" | "payee";
  direction: "asc" | "desc";
  page: number;
  pageSize: number;
}

export interface BenchCase {
  key: string;
  label: string;
  input: ListInput;
  page: { text: string; values: unknown[] };
  count: { text: string; values: unknown[] };
}

const PAGE_SIZE = 50;

const ORDER_BY: Record<ListInput["sort"], string> = {
  title: "i.title",
  modified: "i.updated_at",
  created: "i.created_at",
  // The payee's name as the database keeps it on the item (migration item_payee_name), as the app sorts.
  payee: "i.payee_name",
};

const ROW = `
  SELECT i.id, i.code, i.slug, i.title, i.type, i.status, i.is_draft, i.active, i.visible, i.disable_guest,
         i.available_to_users, i.amount_cents, i.pnp_calc, i.pnp_computed_at, i.quantity_available, i.quantity_sold,
         i.created_at, i.updated_at, c.path AS company_path, sa.id AS payee_id, sa.name AS payee_name,
         cat.id AS category_id, cat.name AS category_name
  FROM items i
  JOIN companies c ON c.id = i.company_id
  LEFT JOIN settlement_accounts sa ON sa.id = i.settlement_account_id
  LEFT JOIN categories cat ON cat.id = i.category_id`;

function statuses(status: ListInput["status"]): string[] {
  return status === "ANY" ? ["ACTIVE", "DRAFT"] : [status];
}

/** LIKE pattern for a contains search, with the user's own %, _ and \ taken literally. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function sqlFor(input: ListInput): Pick<BenchCase, "page" | "count"> {
  const values: unknown[] = [input.companyId, statuses(input.status)];
  let where = `i.company_id = $1 AND i.status = ANY($2::"ItemStatus"[])`;
  if (input.search) {
    values.push(containsPattern(input.search));
    where += ` AND (i.title ILIKE $3 OR i.code ILIKE $3)`;
  }
  const dir = input.direction === "asc" ? "ASC" : "DESC";
  const order = `${ORDER_BY[input.sort]} ${dir}, i.id ${dir}`;
  const limit = values.length + 1;
  return {
    page: {
      text: `${ROW}\n  WHERE ${where}\n  ORDER BY ${order}\n  LIMIT $${limit} OFFSET $${limit + 1}`,
      values: [...values, input.pageSize, (input.page - 1) * input.pageSize],
    },
    // The count needs no joins: the filter reads only the items table.
    count: { text: `SELECT count(*)::int AS total FROM items i WHERE ${where}`, values },
  };
}

export function benchCases(companyId: number): BenchCase[] {
  const base: ListInput = {
    module: "school",
    companyId,
    status: "ANY",
    search: "",
    sort: "modified",
    direction: "desc",
    page: 1,
    pageSize: PAGE_SIZE,
  };
  const inputs: [string, string, ListInput][] = [
    ["default", "default list (ANY, modified desc, page 1)", base],
    ["search", 'search "robotics", ACTIVE only', { ...base, search: "robotics", status: "ACTIVE" }],
    ["payee", "sort by payee, page 50", { ...base, sort: "payee", direction: "asc", page: 50 }],
  ];
  return inputs.map(([key, label, input]) => ({ key, label, input, ...sqlFor(input) }));
}
