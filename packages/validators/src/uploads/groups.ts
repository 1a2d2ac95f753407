import { z } from "zod";
import { STUDENT_ROW_MESSAGES } from "./students.ts";

/**
 * Student group CSV upload (docs/product/uploads.md, Student groups). Single group mode: every row holds
 * one field, a student id, and the group is named before the upload. Multiple group mode: every
 * row holds 2 to 3 fields: the group's name, the student id and, optionally, the site (school)
 * the student belongs to — the product does not name the third field; a site id (as the chart of
 * accounts upload's `site_id`) is what a district needs when two of its schools reuse a student id.
 */
export const GROUP_UPLOAD_MODES = ["single", "multiple"] as const;
export const ZGroupUploadMode = z.enum(GROUP_UPLOAD_MODES);
export type TGroupUploadMode = z.infer<typeof ZGroupUploadMode>;

/** How many data fields a row of each mode must hold. */
export const GROUP_UPLOAD_FIELD_COUNTS: Record<TGroupUploadMode, { min: number; max: number }> = {
  single: { min: 1, max: 1 },
  multiple: { min: 2, max: 3 },
};

export const GROUP_NAME_MIN = 2;
export const GROUP_NAME_MAX = 100;

export const GROUP_UPLOAD_MESSAGES = {
  /** Quoted exactly. */
  fileRequired: "You must select a valid CSV file to upload a Student Group.",
  /** Quoted exactly (the group form's own rule, applied to the named group and to names in the file). */
  groupNameRequired: "Groups must have a name in order to be saved.",
  /** The product says an incorrect-columns message appears without fixing it: our wording. */
  incorrectColumnsSingle: "Incorrect number of columns: a single group upload needs exactly 1 column (the student ID) in every row.",
  incorrectColumnsMultiple:
    "Incorrect number of columns: a multiple group upload needs 2 to 3 columns (group name, student ID and optionally the site ID) in every row.",
  /** Row messages: our wording, the product fixes none. */
  groupNameTooLong: `Group names are limited to ${GROUP_NAME_MAX} characters.`,
  studentIdRequired: STUDENT_ROW_MESSAGES.studentIdEmpty,
  studentNotFound: "No student with this ID was found",
  studentAmbiguous: "More than one student has this ID: add the site ID of the student's school",
  siteIdInvalid: "Site ID must be the number of a site in your account",
  smartGroup: "A smart group with this name exists: its members come from its rules, so students cannot be added to it",
} as const;

/** Which message a wrong field count gives in each mode. */
export const GROUP_UPLOAD_COLUMN_MESSAGES: Record<TGroupUploadMode, string> = {
  single: GROUP_UPLOAD_MESSAGES.incorrectColumnsSingle,
  multiple: GROUP_UPLOAD_MESSAGES.incorrectColumnsMultiple,
};

export interface GroupUploadColumn {
  key: "group_name" | "student_id" | "site_id";
  label: string;
  required?: boolean;
  headerWords?: readonly string[];
}

const GROUP_NAME_COLUMN: GroupUploadColumn = { key: "group_name", label: "Group name", required: true, headerWords: ["group", "name"] };
const STUDENT_ID_COLUMN: GroupUploadColumn = { key: "student_id", label: "Student ID", required: true, headerWords: ["student", "id"] };
const SITE_ID_COLUMN: GroupUploadColumn = { key: "site_id", label: "Site ID", headerWords: ["site", "school"] };

/** Every column a group upload knows (the multiple group mode's), in the file's order. */
export const GROUPS_UPLOAD_COLUMNS: readonly GroupUploadColumn[] = [GROUP_NAME_COLUMN, STUDENT_ID_COLUMN, SITE_ID_COLUMN];

/** The columns one mode maps: single group mode only the student id. */
export function groupUploadColumns(mode: TGroupUploadMode): readonly GroupUploadColumn[] {
  return mode === "single" ? [STUDENT_ID_COLUMN] : GROUPS_UPLOAD_COLUMNS;
}

export const ZGroupName = z
  .string({ error: GROUP_UPLOAD_MESSAGES.groupNameRequired })
  .trim()
  .min(GROUP_NAME_MIN, GROUP_UPLOAD_MESSAGES.groupNameRequired)
  .max(GROUP_NAME_MAX, GROUP_UPLOAD_MESSAGES.groupNameTooLong);

/** `uploads.start` options of kind `groups`: the mode, and in single group mode the group's name. */
export const ZGroupsUploadStartOptions = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("single"), groupName: ZGroupName }),
  z.object({ mode: z.literal("multiple") }),
]);
export type TGroupsUploadStartOptions = z.infer<typeof ZGroupsUploadStartOptions>;

/** Processing only adds members; nothing to choose. */
export const ZGroupsUploadProcessOptions = z.object({}).default({});
export type TGroupsUploadProcessOptions = z.infer<typeof ZGroupsUploadProcessOptions>;
