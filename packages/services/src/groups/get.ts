import { mayEditGroup } from "@paydesk/domain";
import type { ActorTxContext } from "../platform/context.ts";
import type { GroupSummary } from "./list.ts";
import type { LoadedGroup } from "./load.ts";
import { countGroupMembers } from "./members.ts";

export interface StudentBrief {
  id: number;
  externalId: string;
  firstName: string;
  lastName: string;
  grade: string | null;
}

export interface GroupDetail extends GroupSummary {
  editable: boolean;
  rules: LoadedGroup["rules"];
  /** Names for the rules' ids, for the editor's chips. */
  ruleSchools: { id: number; name: string }[];
  ruleStudents: StudentBrief[];
  /** Listed groups: every listed student (at most GROUP_LISTED_MAX), for the editor. */
  listedStudents: StudentBrief[];
  memberCount: number;
}

const STUDENT_BRIEF = { id: true, externalId: true, firstName: true, lastName: true, grade: true } as const;
const byName = [{ lastName: "asc" as const }, { firstName: "asc" as const }, { id: "asc" as const }];

/** One group for its screen (the rung has loaded it and checked the actor may see it). */
export async function getGroup(ctx: ActorTxContext, group: LoadedGroup): Promise<GroupDetail> {
  const { db } = ctx;
  const ruleSchools = group.rules.schoolIds.length
    ? await db.company.findMany({
        where: { id: { in: group.rules.schoolIds } },
        select: { id: true, name: true },
        orderBy: { name: "asc" },
      })
    : [];
  const ruleStudents = group.rules.studentIds.length
    ? await db.student.findMany({ where: { id: { in: group.rules.studentIds } }, select: STUDENT_BRIEF, orderBy: byName })
    : [];
  const listedStudents = group.isSmart
    ? []
    : await db.student.findMany({ where: { groups: { some: { groupId: group.id } } }, select: STUDENT_BRIEF, orderBy: byName });
  return {
    id: group.id,
    name: group.name,
    isSmart: group.isSmart,
    isShared: group.isShared,
    companyId: group.companyId,
    companyName: group.ownerName,
    editable: mayEditGroup(ctx.actor, group),
    rules: group.rules,
    ruleSchools,
    ruleStudents,
    listedStudents,
    memberCount: await countGroupMembers(db, group),
  };
}
