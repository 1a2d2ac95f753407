/**
 * Group membership as SQL: the one place a statement asks "is this student in this group?". Item
 * targets (items/catalog/payable-items.ts), the paid/not-paid report (items/catalog/paid-status.ts),
 * the member lists and the smart group preview all splice it in, so a listed group and a smart
 * group pick the same students everywhere. The smart part compiles the rule model of
 * domain groups/smart-rules.ts (its reference evaluator; groups.int.test.ts runs both over the
 * same students) over a jsonb rules expression: a stored `student_groups.rules` or a `$n::jsonb`
 * parameter for rules not yet saved.
 */

/** The SQL expressions a membership test reads; each names a column or a parameter of the caller's statement. */
export interface MembershipColumns {
  /** jsonb: the smart rules { grades, schoolIds, studentIds }. */
  rules: string;
  /** The owner site's materialised path ("/1/4/"). */
  ownerPath: string;
  studentId: string;
  grade: string;
  /** The student's site's materialised path. */
  studentPath: string;
}

const asArray = (json: string) => `(CASE WHEN jsonb_typeof(${json}) = 'array' THEN ${json} ELSE '[]'::jsonb END)`;
const ruleLength = (rules: string, key: string) => `jsonb_array_length(${asArray(`${rules}->'${key}'`)})`;

/** Does the smart rules expression pick the student (domain smartRulesPick)? */
export function smartRulesPickSql(c: MembershipColumns): string {
  const grades = ruleLength(c.rules, "grades");
  const schools = ruleLength(c.rules, "schoolIds");
  return `(starts_with(${c.studentPath}, ${c.ownerPath}) AND (
    ${asArray(`${c.rules}->'studentIds'`)} @> to_jsonb(${c.studentId})
    OR ((${grades} > 0 OR ${schools} > 0)
      AND (${grades} = 0 OR EXISTS (
        SELECT 1 FROM jsonb_array_elements_text(${asArray(`${c.rules}->'grades'`)}) AS rule_grade(value)
        WHERE lower(trim(rule_grade.value)) = lower(trim(${c.grade}))))
      AND (${schools} = 0 OR EXISTS (
        SELECT 1 FROM jsonb_array_elements(${asArray(`${c.rules}->'schoolIds'`)}) AS rule_school(value)
        WHERE jsonb_typeof(rule_school.value) = 'number' AND strpos(${c.studentPath}, '/' || rule_school.value::text || '/') > 0)))))`;
}

/** Is the student in the group: a listed member of a listed group, or picked by a smart group's rules? */
export function groupHasMemberSql(c: MembershipColumns & { groupId: string; isSmart: string }): string {
  return `(CASE WHEN ${c.isSmart} THEN ${smartRulesPickSql(c)}
    ELSE EXISTS (SELECT 1 FROM student_group_members gm WHERE gm.group_id = ${c.groupId} AND gm.student_id = ${c.studentId}) END)`;
}
