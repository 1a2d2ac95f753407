import type { TargetValue } from "../../form/values.ts";

/** One key per target, so a target is added once and its chip can be found again. */
export function targetKey(target: TargetValue): string {
  switch (target.kind) {
    case "grade":
    case "teacher":
      return `${target.kind}:${target.value}`;
    case "student":
      return `student:${target.studentId}`;
    case "school":
    case "district":
      return `${target.kind}:${target.companyId}`;
    case "group":
      return `group:${target.groupId}`;
  }
}

export const TARGET_KIND_LABELS: Record<TargetValue["kind"], string> = {
  grade: "Grade",
  teacher: "Teacher",
  student: "Student",
  school: "School",
  district: "District",
  group: "Group",
};

export function withTarget(targets: readonly TargetValue[], target: TargetValue): TargetValue[] {
  const key = targetKey(target);
  return targets.some((t) => targetKey(t) === key) ? [...targets] : [...targets, target];
}
