/** Audience targets of an item (docs/product/items-and-fees.md). */
import type { TItemTargetInput } from "@paydesk/validators";

/**
 * One key per target: the builder adds a target once and finds its chip again by it, and the
 * server stores each distinct target once.
 */
export function itemTargetKey(target: TItemTargetInput): string {
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
