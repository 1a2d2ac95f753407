/**
 * Who is in a group: a page of its members (listed or picked by its rules), their count, and the
 * smart group editor's preview of rules not yet saved. One statement each, through the one
 * membership test (membership-sql.ts), over the active students of the owner's subtree.
 */
import type { DbTx } from "@paydesk/db";
import type { SmartRules } from "@paydesk/domain";
import { SMART_PREVIEW_SAMPLE, type TGroupMembersRequest, type TPreviewSmartRulesRequest } from "@paydesk/validators";
import { escapeLike } from "../platform/like.ts";
import { companyInScope } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { decodeKeysetCursor, encodeKeysetCursor } from "../platform/keyset.ts";
import { runHot } from "../platform/sql.ts";
import { STUDENT_SEARCH_EXPRESSION } from "../students/search.ts";
import type { LoadedGroup } from "./load.ts";
import { groupHasMemberSql, smartRulesPickSql } from "./membership-sql.ts";

export interface GroupMember {
  id: number;
  externalId: string;
  firstName: string;
  lastName: string;
  grade: string | null;
  companyName: string;
}

export interface GroupMemberPage {
  rows: GroupMember[];
  nextCursor: string | null;
  /** Members in all (not only the ones the search matches). */
  total: number;
}

const MEMBER_COLUMNS = `s.id, s.external_id AS "externalId", s.first_name AS "firstName", s.last_name AS "lastName", s.grade, c.name AS "companyName"`;
/** Students of the owner's subtree ($1: its path), active. */
const OWNER_STUDENTS = `FROM students s JOIN companies c ON c.id = s.company_id WHERE starts_with(c.path, $1) AND s.active`;

/** The membership test for a saved group ($2: its id). */
const savedGroupTest = groupHasMemberSql({
  groupId: "g.id",
  isSmart: "g.is_smart",
  rules: "g.rules",
  ownerPath: "$1",
  studentId: "s.id",
  grade: "s.grade",
  studentPath: "c.path",
});

export async function groupMembers(db: DbTx, group: LoadedGroup, input: TGroupMembersRequest): Promise<GroupMemberPage> {
  const values: unknown[] = [group.ownerPath, group.id];
  const param = (value: unknown) => `$${values.push(value)}`;
  const where: string[] = [];
  for (const word of input.search.split(/\s+/).filter(Boolean).slice(0, 5)) {
    where.push(`${STUDENT_SEARCH_EXPRESSION} ILIKE ${param(`%${escapeLike(word)}%`)}`);
  }
  const cursor = decodeKeysetCursor(input.after, ["string", "string", "int"]);
  if (cursor) where.push(`(s.last_name, s.first_name, s.id) > (${param(cursor[0])}, ${param(cursor[1])}, ${param(cursor[2])})`);
  const limit = param(input.pageSize + 1);
  const pageText = `
    SELECT ${MEMBER_COLUMNS}
    ${OWNER_STUDENTS} AND EXISTS (SELECT 1 FROM student_groups g WHERE g.id = $2 AND ${savedGroupTest})
      ${where.map((w) => `AND ${w}`).join(" ")}
    ORDER BY s.last_name, s.first_name, s.id
    LIMIT ${limit}`;
  // One after the other: inside a transaction both would share its one connection anyway.
  const found = await runHot<GroupMember>(db, { text: pageText }, values);
  const total = await countGroupMembers(db, group);
  const rows = found.slice(0, input.pageSize);
  const last = rows.at(-1);
  return {
    rows,
    total,
    nextCursor: found.length > input.pageSize && last ? encodeKeysetCursor([last.lastName, last.firstName, last.id]) : null,
  };
}

export async function countGroupMembers(db: DbTx, group: Pick<LoadedGroup, "id" | "ownerPath">): Promise<number> {
  const text = `SELECT count(*)::int AS n ${OWNER_STUDENTS} AND EXISTS (SELECT 1 FROM student_groups g WHERE g.id = $2 AND ${savedGroupTest})`;
  const [row] = await runHot<{ n: number }>(db, { text }, [group.ownerPath, group.id]);
  return row?.n ?? 0;
}

/**
 * Every member's id, active or not, for a statement of Prisma's that cannot splice SQL in (the
 * paid/not-paid report, whose other targets do not look at `active` either).
 */
export async function groupMemberIds(db: DbTx, group: Pick<LoadedGroup, "id" | "ownerPath">): Promise<number[]> {
  const text = `SELECT s.id FROM students s JOIN companies c ON c.id = s.company_id
    WHERE starts_with(c.path, $1) AND EXISTS (SELECT 1 FROM student_groups g WHERE g.id = $2 AND ${savedGroupTest})`;
  return (await runHot<{ id: number }>(db, { text }, [group.ownerPath, group.id])).map((row) => row.id);
}

export interface SmartPreview {
  count: number;
  /** The first students by name. */
  sample: GroupMember[];
}

const previewTest = smartRulesPickSql({
  rules: "$2::jsonb",
  ownerPath: "$1",
  studentId: "s.id",
  grade: "s.grade",
  studentPath: "c.path",
});

/** Whom rules not yet saved would pick for a group owned by the site named (default the actor's). */
export async function previewSmartMembers(ctx: ActorTxContext, input: TPreviewSmartRulesRequest): Promise<SmartPreview> {
  const owner = await companyInScope(ctx.db, ctx.actor, input.companyId);
  return smartMembersFor(ctx.db, owner.path, input.rules);
}

async function smartMembersFor(db: DbTx, ownerPath: string, rules: SmartRules): Promise<SmartPreview> {
  const values = [ownerPath, JSON.stringify(rules)];
  const [counted] = await runHot<{ n: number }>(
    db,
    { text: `SELECT count(*)::int AS n ${OWNER_STUDENTS} AND ${previewTest}` },
    values,
  );
  const sample = await runHot<GroupMember>(
    db,
    {
      text: `SELECT ${MEMBER_COLUMNS} ${OWNER_STUDENTS} AND ${previewTest} ORDER BY s.last_name, s.first_name, s.id LIMIT ${SMART_PREVIEW_SAMPLE}`,
    },
    values,
  );
  return { count: counted?.n ?? 0, sample };
}
