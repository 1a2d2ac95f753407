import { Prisma } from "@paydesk/db";
import { groupNameKey, groupNameOfRow, groupRowMessages, parseSiteId } from "@paydesk/domain";
import { ZGroupsUploadStartOptions, type TGroupsUploadStartOptions, type UploadRowData } from "@paydesk/validators";
import type { UploadCheckContext } from "../../core/kind.ts";
import { uploadCompanyPath } from "./scope.ts";

/** The batch's start options (plus the core's extras, which the schema drops). */
export function groupsStartOptions(options: unknown): TGroupsUploadStartOptions {
  return ZGroupsUploadStartOptions.parse(options);
}

/** The single group mode's name, null in multiple group mode. */
export function startGroupName(options: TGroupsUploadStartOptions): string | null {
  return options.mode === "single" ? options.groupName : null;
}

const distinct = (values: readonly string[]) => [...new Set(values.filter((value) => value !== ""))];

/**
 * Messages for every row of one call, in three lookups whatever the number of rows: the students
 * whose ids appear (within the upload company's subtree), the sites named, and the smart groups
 * among the names (students cannot be listed into a smart group), a name matching one in any case
 * or spacing as the unique index compares them (migration groups_name_ci).
 */
export async function checkGroupRows(ctx: UploadCheckContext, rows: readonly UploadRowData[]): Promise<string[][]> {
  const options = groupsStartOptions(ctx.batch.options);
  const fixedName = startGroupName(options);
  const path = await uploadCompanyPath(ctx.db, ctx.batch.companyId);

  const studentIds = distinct(rows.map((row) => (row.student_id ?? "").trim()));
  const siteIds = [...new Set(rows.map((row) => parseSiteId((row.site_id ?? "").trim())).filter((id): id is number => id !== null))];
  const groupNames = distinct(rows.map((row) => groupNameOfRow(options.mode, row, fixedName)));

  const [students, sites, smartGroups] = await Promise.all([
    studentIds.length === 0
      ? []
      : ctx.db.$queryRaw<{ external_id: string; company_id: number }[]>(Prisma.sql`
          SELECT s.external_id, s.company_id FROM students s JOIN companies c ON c.id = s.company_id
          WHERE s.external_id = ANY(${studentIds}::text[]) AND starts_with(c.path, ${path})`),
    siteIds.length === 0
      ? []
      : ctx.db.$queryRaw<{ id: number }[]>(Prisma.sql`
          SELECT id FROM companies WHERE id = ANY(${siteIds}::int[]) AND starts_with(path, ${path})`),
    groupNames.length === 0
      ? []
      : ctx.db.$queryRaw<{ name: string }[]>(Prisma.sql`
          SELECT name FROM student_groups
          WHERE company_id = ${ctx.batch.companyId} AND is_smart
            AND student_group_name_key(name) IN (SELECT student_group_name_key(n) FROM unnest(${groupNames}::text[]) AS n)`),
  ]);

  const knownSites = new Set(sites.map((site) => site.id));
  const smartNames = new Set(smartGroups.map((group) => groupNameKey(group.name)));
  const companiesById = new Map<string, number[]>();
  for (const student of students) companiesById.set(student.external_id, [...(companiesById.get(student.external_id) ?? []), student.company_id]);

  return rows.map((row) => {
    const siteId = parseSiteId((row.site_id ?? "").trim());
    const companies = companiesById.get((row.student_id ?? "").trim()) ?? [];
    const matches = siteId === null ? companies.length : companies.filter((companyId) => companyId === siteId).length;
    return groupRowMessages(options.mode, row, fixedName, {
      studentMatches: matches,
      siteKnown: siteId === null || knownSites.has(siteId),
      smartGroup: smartNames.has(groupNameKey(groupNameOfRow(options.mode, row, fixedName))),
    });
  });
}
