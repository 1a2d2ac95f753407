/** A parent's own students (the parent area), with the school each attends; deactivated ones are not listed (students/active.ts). */
import { accessDenied } from "@paydesk/domain";
import type { ActorTxContext } from "../platform/context.ts";

export interface ParentStudentView {
  studentId: number;
  externalId: string;
  firstName: string;
  lastName: string;
  grade: string | null;
  schoolId: number;
  schoolName: string;
}

export async function parentStudents(ctx: ActorTxContext): Promise<ParentStudentView[]> {
  const links = await ctx.db.parentStudent.findMany({
    where: { parentId: ctx.actor.userId, student: { active: true } },
    select: {
      student: {
        select: {
          id: true,
          externalId: true,
          firstName: true,
          lastName: true,
          grade: true,
          company: { select: { id: true, name: true } },
        },
      },
    },
    orderBy: [{ student: { firstName: "asc" } }, { student: { lastName: "asc" } }, { studentId: "asc" }],
  });
  return links.map(({ student: s }) => ({
    studentId: s.id,
    externalId: s.externalId,
    firstName: s.firstName,
    lastName: s.lastName,
    grade: s.grade,
    schoolId: s.company.id,
    schoolName: s.company.name,
  }));
}

/** The parent's students, or just the one asked for when it is theirs (else the access refusal). */
export async function ownStudents(ctx: ActorTxContext, studentId?: number): Promise<ParentStudentView[]> {
  const students = await parentStudents(ctx);
  if (studentId === undefined) return students;
  const one = students.filter((s) => s.studentId === studentId);
  if (one.length === 0) throw accessDenied();
  return one;
}
