import { itemTargetKey } from "@paydesk/domain";
import type { TargetValue } from "../../form/values.ts";

export const TARGET_KIND_LABELS: Record<TargetValue["kind"], string> = {
  grade: "Grade",
  teacher: "Teacher",
  student: "Student",
  school: "School",
  district: "District",
  group: "Group",
};

export function withTarget(targets: readonly TargetValue[], target: TargetValue): TargetValue[] {
  const key = itemTargetKey(target);
  return targets.some((t) => itemTargetKey(t) === key) ? [...targets] : [...targets, target];
}
