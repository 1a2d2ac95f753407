/**
 * The terminal's student lookups (docs/product/terminal.md): studentsforcompany(2), /api/student/find and
 * findByIdForDistrict, and the items payable for one student (/parent/items/for/{studentId}).
 */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";

/** Our own wording: the product only says the server's message appears in the not-found area. */
export const STUDENT_LOOKUP_MESSAGES = {
  notFound: "No student matches that student ID and last name at this school.",
  notFoundInDistrict: "No student with that student ID was found in this district.",
  ambiguousInDistrict: "More than one school in this district has a student with that ID. Search by school instead.",
  studentIdRequired: "Please enter a student ID.",
  lastNameRequired: "Please enter the student's last name.",
  found: "Student found.",
  noSuchStudent: "No such student.",
} as const;

/**
 * Every student search (the terminal's studentsforcompany2, the item builder's audience, the students
 * and groups screens) asks 500 ms after the last key (docs/product/terminal.md). One value for the web's
 * searches, beside TYPEAHEAD_DEBOUNCE_MS.
 */
export const STUDENT_SEARCH_DEBOUNCE_MS = 500;

/** The terminal's student search returns at most this many (a company may have 50,000 students). */
export const STUDENTS_FOR_COMPANY_LIMIT = 50;
export const STUDENT_TERM_MAX = 100;

export const ZStudentsForCompanyRequestSchema = z.object({
  module: ZModule,
  companyId: ZId,
  term: z.string().trim().max(STUDENT_TERM_MAX).default(""),
});
export type TStudentsForCompanyRequest = z.infer<typeof ZStudentsForCompanyRequestSchema>;

/** A student number as typed at the terminal (the student's external id). */
const ZStudentNumber = z
  .string({ error: STUDENT_LOOKUP_MESSAGES.studentIdRequired })
  .trim()
  .min(1, STUDENT_LOOKUP_MESSAGES.studentIdRequired)
  .max(STUDENT_TERM_MAX, STUDENT_LOOKUP_MESSAGES.studentIdRequired);

export const ZFindStudentForDistrictRequestSchema = z.object({
  module: ZModule,
  /** The student's number (external id), not our row id. */
  studentId: ZStudentNumber,
  /** The school (find) or the district (findByIdForDistrict) searched. */
  schoolId: ZId,
});
export type TFindStudentForDistrictRequest = z.infer<typeof ZFindStudentForDistrictRequestSchema>;

export const ZFindStudentRequestSchema = ZFindStudentForDistrictRequestSchema.extend({
  lastName: z
    .string({ error: STUDENT_LOOKUP_MESSAGES.lastNameRequired })
    .trim()
    .min(1, STUDENT_LOOKUP_MESSAGES.lastNameRequired)
    .max(STUDENT_TERM_MAX, STUDENT_LOOKUP_MESSAGES.lastNameRequired),
});
export type TFindStudentRequest = z.infer<typeof ZFindStudentRequestSchema>;

export const ZItemsForStudentRequestSchema = z.object({
  module: ZModule,
  studentId: ZId,
  /**
   * concrete_only=yes: leave out multi-item packages, whose own row is an abstract parent
   * (its contents are what is bought); without it they are listed too.
   */
  concreteOnly: z.boolean().default(true),
});
export type TItemsForStudentRequest = z.infer<typeof ZItemsForStudentRequestSchema>;
