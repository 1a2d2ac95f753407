/**
 * What a smart group's rules (grades, schools and students: docs/product/students-and-groups.md)
 * pick. Members always belong to the group's site or a site below it; of those, a student is a
 * member when
 * - the rules name them (`studentIds`); or
 * - the rules have a grade or a school rule and every non-empty one of them holds: their grade is
 *   one of `grades` (trimmed, any case, as grade targets compare) AND their site is one of
 *   `schoolIds` or below one (grade 12 at Lincoln: "Seniors").
 * Rules with nothing in them pick nobody (an empty smart group is not "everyone").
 *
 * This file is the model and its reference evaluator; services/groups/membership-sql.ts compiles
 * the same rules to SQL, and an integration test runs both over the same students.
 */
import type { TSmartRules } from "@paydesk/validators";

export type SmartRules = TSmartRules;

export const NO_SMART_RULES: SmartRules = { grades: [], schoolIds: [], studentIds: [] };

/** Stored rules (JSON) read defensively: anything unreadable counts as unset. */
export function readSmartRules(json: unknown): SmartRules {
  const rules = json && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : {};
  const list = <T>(value: unknown, keep: (v: unknown) => v is T): T[] => (Array.isArray(value) ? value.filter(keep) : []);
  const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
  const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) > 0;
  return {
    grades: list(rules.grades, isText).map((grade) => grade.trim()),
    schoolIds: list(rules.schoolIds, isId),
    studentIds: list(rules.studentIds, isId),
  };
}

/** True when the rules can pick anyone at all. */
export function hasAnySmartRule(rules: SmartRules): boolean {
  return rules.grades.length > 0 || rules.schoolIds.length > 0 || rules.studentIds.length > 0;
}

export interface SmartRuleStudent {
  id: number;
  grade: string | null;
  /** The materialised path of the student's site ("/1/4/9/"). */
  companyPath: string;
}

const gradeKey = (grade: string) => grade.trim().toLowerCase();
const pathHolds = (path: string, companyId: number) => path.includes(`/${companyId}/`);

/** The reference evaluator: does a smart group owned by the site at `ownerPath` pick this student? */
export function smartRulesPick(rules: SmartRules, ownerPath: string, student: SmartRuleStudent): boolean {
  if (!student.companyPath.startsWith(ownerPath)) return false;
  if (rules.studentIds.includes(student.id)) return true;
  if (rules.grades.length === 0 && rules.schoolIds.length === 0) return false;
  const gradeHolds =
    rules.grades.length === 0 ||
    (student.grade !== null && rules.grades.some((grade) => gradeKey(grade) === gradeKey(student.grade!)));
  const schoolHolds = rules.schoolIds.length === 0 || rules.schoolIds.some((id) => pathHolds(student.companyPath, id));
  return gradeHolds && schoolHolds;
}

/** One line for a list: "Grades 11, 12 · at Lincoln High School · and 2 students named". */
export function describeSmartRules(rules: SmartRules, schoolName: (id: number) => string): string {
  const parts: string[] = [];
  if (rules.grades.length) parts.push(`${rules.grades.length === 1 ? "Grade" : "Grades"} ${rules.grades.join(", ")}`);
  if (rules.schoolIds.length) parts.push(`at ${rules.schoolIds.map(schoolName).join(" or ")}`);
  const picked = parts.join(" ");
  const named = rules.studentIds.length
    ? `${rules.studentIds.length} ${rules.studentIds.length === 1 ? "student" : "students"} named`
    : "";
  if (picked && named) return `${picked}, and ${named}`;
  return picked || named || "No rules yet";
}
