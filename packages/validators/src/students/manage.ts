/**
 * The student and staff screens (docs/product/students-and-groups.md):
 * the lists with search and keyset paging, add and edit, remove (deactivate, or delete for good),
 * and the tools' list (docs/product/documented-calls.md). Staff members are student records flagged as staff
 * (they buy lunches too); they need no grade.
 */
import { z } from "zod";
import { ZId } from "../common.ts";
import { STUDENT_LOOKUP_MESSAGES } from "./lookup.ts";

/** Quoted exactly; the other texts are our own (the product names the checks, not their words). */
export const STUDENT_ADMIN_MESSAGES = {
  invalid: "This student's data is not valid. Please fix the highlighted fields to add this student.",
  chooseSchool: "Please choose the school.",
  idRequired: "Please enter the ID.",
  firstNameRequired: "Please enter the first name.",
  lastNameRequired: "Please enter the last name.",
  gradeRequired: "Please enter the grade.",
  gradeTooLong: "At most 5 characters.",
  tooLong: "This is too long.",
  idTaken: "Another student or staff member at this school already has this ID.",
  noSuchStudent: STUDENT_LOOKUP_MESSAGES.noSuchStudent,
  chooseStudents: "Please choose the students to remove.",
  saved: "Saved",
} as const;

/** A grade is at most 5 characters. */
export const STUDENT_GRADE_MAX = 5;
export const STUDENT_TEXT_MAX = 100;
export const STUDENT_SEARCH_MAX = 100;
export const STUDENT_LIST_PAGE_SIZE = 25;
export const STUDENT_LIST_PAGE_SIZE_MAX = 100;
/** One removal names at most this many (a page of the list, selected). */
export const STUDENT_REMOVE_MAX = 500;

const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(STUDENT_TEXT_MAX, STUDENT_ADMIN_MESSAGES.tooLong);
const optionalText = z.string().trim().max(STUDENT_TEXT_MAX, STUDENT_ADMIN_MESSAGES.tooLong).default("");

/**
 * The add/edit form's fields, as the form and the server check them: school (company), student ID
 * (external_id), first and last name, and a grade for students (not for staff).
 */
export const ZStudentFieldsSchema = z
  .object({
    isStaff: z.boolean().default(false),
    companyId: z.coerce
      .number({ error: STUDENT_ADMIN_MESSAGES.chooseSchool })
      .int(STUDENT_ADMIN_MESSAGES.chooseSchool)
      .positive(STUDENT_ADMIN_MESSAGES.chooseSchool),
    externalId: required(STUDENT_ADMIN_MESSAGES.idRequired),
    /** The student information system's own id, when the school has one. */
    sisId: optionalText,
    firstName: required(STUDENT_ADMIN_MESSAGES.firstNameRequired),
    lastName: required(STUDENT_ADMIN_MESSAGES.lastNameRequired),
    grade: z.string().trim().max(STUDENT_GRADE_MAX, STUDENT_ADMIN_MESSAGES.gradeTooLong).default(""),
    teacher: optionalText,
    /** False: deactivated (kept with its history, left out of the lists unless asked for). */
    active: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (!value.isStaff && value.grade === "")
      ctx.addIssue({ code: "custom", path: ["grade"], message: STUDENT_ADMIN_MESSAGES.gradeRequired });
  });
export type TStudentFields = z.infer<typeof ZStudentFieldsSchema>;

/** Field → first message of each invalid field, or null when the form is valid. */
export function studentFieldErrors(values: unknown): Record<string, string> | null {
  const parsed = ZStudentFieldsSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "_form")] ??= issue.message;
  return errors;
}

/**
 * Add or edit. The fields arrive unchecked on purpose: the service checks them all at once and
 * answers the product's one message with every bad field highlighted, not the first rule that failed.
 */
export const ZSaveStudentRequestSchema = z.object({
  /** Absent: add. */
  studentId: ZId.optional(),
  fields: z.record(z.string(), z.unknown()),
});
export type TSaveStudentRequest = z.infer<typeof ZSaveStudentRequestSchema>;

export const ZListStudentsRequestSchema = z.object({
  /** The staff list instead of the students list. */
  staff: z.boolean().default(false),
  /** A school of the actor's subtree (the district's school filter); absent: the whole subtree. */
  companyId: ZId.optional(),
  /** Words matched against first name, last name and ID (each word must match). */
  search: z.string().trim().max(STUDENT_SEARCH_MAX).default(""),
  /** Deactivated records too. */
  includeInactive: z.boolean().default(false),
  /** The previous page's `nextCursor`. */
  /** The last row's names and id, base64url: room for long names in any script. */
  after: z.string().max(4000).optional(),
  pageSize: z.coerce.number().int().min(1).max(STUDENT_LIST_PAGE_SIZE_MAX).default(STUDENT_LIST_PAGE_SIZE),
});
export type TListStudentsRequest = z.infer<typeof ZListStudentsRequestSchema>;

export const ZStudentIdRequestSchema = z.object({ studentId: ZId });
export type TStudentIdRequest = z.infer<typeof ZStudentIdRequestSchema>;

/** removestudent?selected=…[&isPermanent=1]: deactivate, or delete for good (never a student with orders). */
export const ZRemoveStudentsRequestSchema = z.object({
  studentIds: z
    .array(ZId, { error: STUDENT_ADMIN_MESSAGES.chooseStudents })
    .min(1, STUDENT_ADMIN_MESSAGES.chooseStudents)
    .max(STUDENT_REMOVE_MAX, STUDENT_ADMIN_MESSAGES.chooseStudents),
  permanent: z.boolean().default(false),
});
export type TRemoveStudentsRequest = z.infer<typeof ZRemoveStudentsRequestSchema>;
