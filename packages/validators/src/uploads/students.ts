/**
 * The student upload (docs/product/uploads.md, Students):
 * its 43 columns, its start and process options and its row messages. The web wizard, the row
 * rules in domain and the shims all read these, so a message lives here only.
 */
import { z } from "zod";

/** The start call needs the school the students belong to. */
export const STUDENT_UPLOAD_SELECT_SCHOOL = "Please select the school to upload students";

/** The server's row messages, word for word (docs/product/uploads.md quotes them exactly). */
export const STUDENT_ROW_MESSAGES = {
  studentIdEmpty: "Student ID cannot be empty",
  firstNameEmpty: "Student First Name cannot be empty",
  lastNameEmpty: "Student Last Name cannot be empty",
  gradeEmpty: "Grade cannot be empty",
  slnEmpty: "SLN cannot be empty",
  teacherEmpty: "Teacher ID cannot be empty",
  slnInvalid: "SLN is not a valid company ID for this account",
  gradeTooLong: "Grade cannot be longer than 5 characters",
  foodBalanceNotNumber: "Food Balance must be a number",
} as const;

/**
 * Ours, not the product's (it has no message for these cases): a parent e-mail that cannot be an
 * account's, and one that already belongs to a staff account (linking a student to an
 * administrator would let that administrator pay as a parent).
 */
export const parentEmailInvalidMessage = (parent: number) => `Parent ${parent} Email is not a valid email address`;
export const parentEmailTakenMessage = (parent: number) =>
  `Parent ${parent} Email belongs to an account that is not a parent`;

/** Grade at most 5 characters. */
export const STUDENT_GRADE_MAX_LENGTH = 5;
/** The students table keeps the balance in an int column; far beyond any real food balance. */
export const STUDENT_FOOD_BALANCE_MAX_CENTS = 1_000_000_000;

export const STUDENT_PARENT_SLOTS = [1, 2, 3, 4] as const;
export const STUDENT_PARENT_FIELDS = [
  { field: "fname", label: "First Name", format: "Text" },
  { field: "lname", label: "Last Name", format: "Text" },
  { field: "email", label: "Email", format: "An e-mail address: the parent's account" },
  { field: "street", label: "Street", format: "Text" },
  { field: "city", label: "City", format: "Text" },
  { field: "state", label: "State", format: "Two letters, e.g. IL" },
  { field: "postal_code", label: "Postal Code", format: "e.g. 62701" },
  { field: "phone", label: "Phone", format: "e.g. 217-555-0100" },
] as const;
export type StudentParentField = (typeof STUDENT_PARENT_FIELDS)[number]["field"];
export const parentColumnKey = (slot: number, field: StudentParentField) => `parent${slot}_${field}`;

export interface StudentUploadColumn {
  key: string;
  label: string;
  required?: boolean;
  /**
   * Words of a header cell that name this column (the mapping step's guess): the student's 10
   * columns have them; the others are recognised by their key or label only. Whatever the guess,
   * each column's choice in the mapping step offers all 43.
   */
  headerWords?: readonly string[];
  /** What a cell holds, for the wizard's column guide. */
  format?: string;
}

const STUDENT_COLUMNS: readonly StudentUploadColumn[] = [
  {
    key: "external_id",
    label: "Student ID",
    required: true,
    headerWords: ["student id", "student number", "student_id"],
    format: "The school's own number for the student; a student already on file with it is updated",
  },
  { key: "sis_id", label: "SIS ID", headerWords: ["sis"], format: "The student's id in the student information system" },
  {
    key: "company",
    label: "SLN",
    required: true,
    headerWords: ["sln", "school", "company"],
    format: "The school's location number (its company ID): the chosen school or one of its sites",
  },
  { key: "lname", label: "Student Last Name", required: true, headerWords: ["last name", "last", "lname", "surname"], format: "Text" },
  { key: "fname", label: "Student First Name", required: true, headerWords: ["first name", "first", "fname"], format: "Text" },
  { key: "grade", label: "Grade", required: true, headerWords: ["grade"], format: "Up to 5 characters, e.g. 9 or K" },
  { key: "food_balance", label: "Food Balance", headerWords: ["balance", "food"], format: "Dollars as a number, e.g. 12.50" },
  { key: "teacher", label: "Teacher ID", required: true, headerWords: ["teacher", "homeroom"], format: "The teacher's or homeroom's ID" },
  { key: "is_fr", label: "Free/Reduced", headerWords: ["free", "reduced", "fr", "is_fr"], format: "free, reduced, or empty" },
  { key: "family_id", label: "Family ID", headerWords: ["family"], format: "The same value for brothers and sisters" },
];

/**
 * The 43 mappable columns in file order: the 10 student columns, parents 1-4 with 8 fields each
 * (32), and `is_staff` last. The product counts 43 but names 42; the 43rd is ours: it lets one file
 * carry staff members too (the students-and-groups "staff" tab lists `is_staff` rows).
 */
export const STUDENT_UPLOAD_COLUMNS: readonly StudentUploadColumn[] = [
  ...STUDENT_COLUMNS,
  ...STUDENT_PARENT_SLOTS.flatMap((slot) =>
    STUDENT_PARENT_FIELDS.map(({ field, label, format }) => ({ key: parentColumnKey(slot, field), label: `Parent ${slot} ${label}`, format })),
  ),
  { key: "is_staff", label: "Staff", format: "1 or yes for a staff member; empty for a student" },
];
export const STUDENT_UPLOAD_COLUMN_KEYS = STUDENT_UPLOAD_COLUMNS.map((column) => column.key);

/** A header row is recognised by these words. */
export const STUDENT_UPLOAD_HEADER_WORDS = ["grade", "name", "balance"] as const;

export const ZStudentUploadSchool = z.coerce
  .number({ error: STUDENT_UPLOAD_SELECT_SCHOOL })
  .int({ error: STUDENT_UPLOAD_SELECT_SCHOOL })
  .positive({ error: STUDENT_UPLOAD_SELECT_SCHOOL });

/**
 * Start: the school the students belong to. It must be the upload's company
 * (`uploads.start` companyId), so a district administrator never uploads into the district by
 * leaving the choice out; every row's SLN must then lie in that school's subtree.
 */
export const ZStudentUploadStartOptions = z.object({ school: ZStudentUploadSchool });
export type TStudentUploadStartOptions = z.infer<typeof ZStudentUploadStartOptions>;

export const STUDENT_PURGE_MODES = [0, 1, 2] as const;
export type StudentPurgeMode = (typeof STUDENT_PURGE_MODES)[number];
export const STUDENT_PURGE_CONFIRM_MESSAGE =
  "Please confirm the hard purge: it deletes the school's students that are not in the file.";

const ZFlag = z.union([z.boolean(), z.number(), z.string()]).transform((value) => {
  const text = String(value).trim().toLowerCase();
  return text === "1" || text === "yes" || text === "true" || text === "on";
});

/**
 * Process options:
 * - purge_mode 0 keeps the school's students missing from the file, 1 deactivates them, 2 deletes
 *   them (deactivates those that orders or carts still reference) and needs `confirm: 1`;
 * - sis_only_mode yes: the school's roster comes from its SIS, so the file only updates students
 *   already on file (matched by Student ID); rows for unknown students are skipped, none created.
 */
export const ZStudentUploadProcessOptions = z
  .object({
    purge_mode: z.coerce
      .number()
      .int()
      .refine((mode): mode is StudentPurgeMode => (STUDENT_PURGE_MODES as readonly number[]).includes(mode), {
        error: "purge_mode must be 0, 1 or 2",
      })
      .default(0),
    confirm: ZFlag.default(false),
    sis_only_mode: ZFlag.default(false),
  })
  .refine((options) => options.purge_mode !== 2 || options.confirm, {
    error: STUDENT_PURGE_CONFIRM_MESSAGE,
    path: ["confirm"],
  });
export type TStudentUploadProcessOptions = z.infer<typeof ZStudentUploadProcessOptions>;

/**
 * Cell vocabularies, lower case, shared by the row rules and the set-based apply (which passes them
 * to SQL as arrays): `is_fr` "free"/"reduced" (the free/reduced keys; a plain yes means free),
 * `is_staff` yes. Anything else in `is_fr` or `is_staff` means neither / not staff.
 */
export const STUDENT_FREE_WORDS = ["free", "f", "yes", "y", "1", "true"] as const;
export const STUDENT_REDUCED_WORDS = ["reduced", "r"] as const;
export const STUDENT_YES_WORDS = ["yes", "y", "1", "true"] as const;

/** The plan's words about a purge (ours); the names of the first 20 students follow them. */
export const STUDENT_PURGE_NOTES = {
  deactivated: (count: number) => `${count} student${count === 1 ? "" : "s"} not in the file will be deactivated:`,
  deleted: (count: number) =>
    `${count} student${count === 1 ? "" : "s"} not in the file will be deleted (those with orders are deactivated instead):`,
};
