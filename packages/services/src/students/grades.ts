/**
 * The grades and teachers found among a subtree's students: what a grade or teacher target (an
 * item's, a smart group's rule) can be chosen from.
 */
import type { DbTx } from "@paydesk/db";

const sortedValues = (values: (string | null)[]) =>
  values.filter((v): v is string => v !== null && v.trim() !== "").sort((a, b) => a.localeCompare(b, "en", { numeric: true }));

/** Distinct grades of the subtree's students, for the grade targets. */
export async function subtreeGrades(db: DbTx, path: string): Promise<string[]> {
  const rows = await db.student.findMany({ where: { company: { path: { startsWith: path } }, grade: { not: null } }, select: { grade: true }, distinct: ["grade"] });
  return sortedValues(rows.map((r) => r.grade));
}

/** Distinct teachers of the subtree's students, for the teacher targets. */
export async function subtreeTeachers(db: DbTx, path: string): Promise<string[]> {
  const rows = await db.student.findMany({ where: { company: { path: { startsWith: path } }, teacher: { not: null } }, select: { teacher: true }, distinct: ["teacher"] });
  return sortedValues(rows.map((r) => r.teacher));
}
