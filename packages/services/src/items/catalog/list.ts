/**
 * The item lists (spec 2 §2): one company's items, filtered, searched, sorted and paged on the
 * server. One page query and one count, both led by the items' (company_id, status, type, …)
 * indexes: the company is always an equality, and the sort column is the index's last one.
 */
import type { Prisma } from "@paydesk/db";
import type { TListItemsRequest } from "@paydesk/validators";
import { escapeLike } from "../../acl/companies.ts";
import { companyInScope } from "../../acl/scope.ts";
import { itemTypeMap } from "../mapping.ts";
import { categoryWhere } from "./access.ts";
import { itemRecordSelect, toItemRow, type ItemRow } from "./view.ts";
import { type ActorTxContext } from "../../platform/context.ts";

export interface ItemPage {
  items: ItemRow[];
  total: number;
  page: number;
  pageSize: number;
}

function statusWhere(status: TListItemsRequest["status"]): Prisma.ItemWhereInput {
  // "ANY" hides the trash (spec 2 §2); written as the other statuses so the index's second column is used.
  return status === "ANY" ? { status: { in: ["ACTIVE", "DRAFT"] } } : { status };
}

function searchWhere(search: string): Prisma.ItemWhereInput {
  if (!search) return {};
  const term = escapeLike(search);
  return { OR: [{ title: { contains: term, mode: "insensitive" } }, { code: { contains: term, mode: "insensitive" } }] };
}

function orderBy(input: TListItemsRequest): Prisma.ItemOrderByWithRelationInput[] {
  const dir = input.direction;
  const first: Prisma.ItemOrderByWithRelationInput =
    input.sort === "title"
      ? { title: dir }
      : input.sort === "created"
        ? { createdAt: dir }
        : input.sort === "payee"
          ? // The payee's name as the triggers keep it on the item (indexed). PostgreSQL puts items
            // without a payee last going up and first going down, as if "no payee" were the largest name.
            { payeeName: dir }
          : { updatedAt: dir };
  // Equal titles, dates or payees keep one order from page to page.
  return [first, { id: dir }];
}

export async function findItems(ctx: ActorTxContext, input: TListItemsRequest): Promise<ItemPage> {
  const { db, actor } = ctx;
  const company = await companyInScope(db, actor, input.companyId);
  const where: Prisma.ItemWhereInput = {
    AND: [
      { companyId: company.id },
      statusWhere(input.status),
      input.types?.length ? { type: { in: input.types.map(itemTypeMap.toDb) } } : {},
      categoryWhere(actor),
      input.categoryId ? { categoryId: input.categoryId } : {},
      input.settlementAccountId ? { settlementAccountId: input.settlementAccountId } : {},
      searchWhere(input.search),
    ],
  };
  const [rows, total] = await Promise.all([
    db.item.findMany({
      where,
      select: itemRecordSelect,
      orderBy: orderBy(input),
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
    db.item.count({ where }),
  ]);
  return { items: rows.map(toItemRow), total, page: input.page, pageSize: input.pageSize };
}
