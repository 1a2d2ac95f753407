/**
 * The groups list of `…/students-and-groups/groups`: the groups a site works with (its
 * subtree's and those shared from above), searched by name, paged by keyset on (name in lower
 * case, id) like the students list, each row saying whether the actor may change it.
 */
import { describeSmartRules, mayEditGroup, readSmartRules } from "@paydesk/domain";
import type { TListGroupsRequest } from "@paydesk/validators";
import { escapeLike } from "../platform/like.ts";
import { companyInScope } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { decodeKeysetCursor, encodeKeysetCursor } from "../platform/keyset.ts";
import { readJson, runHot } from "../platform/sql.ts";
import { groupsVisibleFromSql } from "./visible.ts";

/** What every answer about a group says of it; `companyId` and `companyName` are its owner's. */
export interface GroupSummary {
  id: number;
  name: string;
  isSmart: boolean;
  isShared: boolean;
  companyId: number;
  companyName: string;
}

export interface GroupListRow extends GroupSummary {
  /** Listed groups: how many students are listed. Smart groups: null (their rules say who). */
  listedMembers: number | null;
  /** Smart groups: their rules in words. */
  rulesText: string | null;
  /** False for a group shared from above: only its owner's administrators change it. */
  editable: boolean;
}

export interface GroupListPage {
  rows: GroupListRow[];
  nextCursor: string | null;
}

interface Row extends GroupSummary {
  ownerPath: string;
  rules: unknown;
  listed: number;
  /** The database's own lower case, so the cursor compares as the ORDER BY does. */
  sortKey: string;
}

export async function listGroups(ctx: ActorTxContext, input: TListGroupsRequest): Promise<GroupListPage> {
  const site = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const values: unknown[] = [site.path];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where = [groupsVisibleFromSql("$1")];
  if (input.smart !== undefined) where.push(`g.is_smart = ${param(input.smart)}`);
  if (input.search) where.push(`g.name ILIKE ${param(`%${escapeLike(input.search)}%`)}`);
  const cursor = decodeKeysetCursor(input.after, ["string", "int"]);
  if (cursor) where.push(`(lower(g.name), g.id) > (${param(cursor[0])}, ${param(cursor[1])})`);
  const text = `
    SELECT g.id, g.name, g.is_smart AS "isSmart", g.is_shared AS "isShared", g.company_id AS "companyId",
           gc.name AS "companyName", gc.path AS "ownerPath", g.rules, lower(g.name) AS "sortKey",
           (SELECT count(*)::int FROM student_group_members m WHERE m.group_id = g.id) AS listed
    FROM student_groups g JOIN companies gc ON gc.id = g.company_id
    WHERE ${where.join(" AND ")}
    ORDER BY lower(g.name), g.id
    LIMIT ${param(input.pageSize + 1)}`;
  const found = await runHot<Row>(ctx.db, { text }, values);
  const page = found.slice(0, input.pageSize);
  const rulesOf = new Map(page.map((row) => [row.id, readSmartRules(row.isSmart ? readJson(row.rules) : null)]));
  const schoolIds = [...new Set([...rulesOf.values()].flatMap((rules) => rules.schoolIds))];
  const schools = schoolIds.length
    ? await ctx.db.company.findMany({ where: { id: { in: schoolIds } }, select: { id: true, name: true } })
    : [];
  const schoolName = (id: number) => schools.find((s) => s.id === id)?.name ?? `Site #${id}`;
  const rows = page.map((row) => ({
    id: row.id,
    name: row.name,
    isSmart: row.isSmart,
    isShared: row.isShared,
    companyId: row.companyId,
    companyName: row.companyName,
    listedMembers: row.isSmart ? null : row.listed,
    rulesText: row.isSmart ? describeSmartRules(rulesOf.get(row.id)!, schoolName) : null,
    editable: mayEditGroup(ctx.actor, { ownerPath: row.ownerPath, isShared: row.isShared }),
  }));
  const last = page.at(-1);
  return { rows, nextCursor: found.length > input.pageSize && last ? encodeKeysetCursor([last.sortKey, last.id]) : null };
}
