/**
 * The builder's target pickers: students (studentsforcompany; docs/product/terminal.md) and groups
 * (suggest/groups; docs/product/students-and-groups.md).
 */
import { STUDENT_SEARCH_LIMIT, type TSearchStudentsRequest } from "@paydesk/validators";
import { suggestGroups } from "../../groups/suggest.ts";
import { searchStudentsOfCompany } from "../../students/search.ts";
import type { StudentMatch } from "./types.ts";
import { type ActorTxContext } from "../../platform/context.ts";

/** Students of the company and the sites below it whose name or number contains every word typed. */
export async function searchStudents(ctx: ActorTxContext, input: TSearchStudentsRequest): Promise<StudentMatch[]> {
  return searchStudentsOfCompany(ctx.db, ctx.actor, { ...input, limit: STUDENT_SEARCH_LIMIT });
}

/** The groups the site works with (its subtree's and those shared from above), by name. */
export const searchGroups = suggestGroups;
