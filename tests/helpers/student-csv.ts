/**
 * A student upload file (43 columns: docs/product/uploads.md, Students) of any size, generated row
 * by row from a seed so the same options always give the same bytes, and streamed so 100,000 rows
 * never sit in memory. Students come in families: siblings share a family id and their parents'
 * e-mails, which is what makes the upload match parents by e-mail across rows. `badRows` puts one
 * known error on chosen rows (cycling through the row messages of docs/product/uploads.md) so a
 * test knows exactly which rows must fail.
 */
import { Readable } from "node:stream";
import { STUDENT_ROW_MESSAGES, STUDENT_UPLOAD_COLUMN_KEYS, parentColumnKey } from "@paydesk/validators";

export interface StudentCsvOptions {
  rows: number;
  /** SLNs (company ids) the rows are spread over. */
  companyIds: readonly number[];
  seed?: number;
  /** 0-based row numbers (not counting the header) that get one error each. */
  badRows?: Iterable<number>;
  /** Prefix of Student IDs and parent e-mails, so two files of one test do not collide. */
  tag?: string;
  header?: boolean;
}

export type StudentCsvRow = Record<string, string>;

/** mulberry32: a tiny seeded generator; quality is beside the point, repeatability is not. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ["Ava", "Liam", "Mia", "Noah", "Emma", "Ethan", "Zoe", "Lucas", "Ella", "Mason", "Chloe", "Logan", "Aria", "Leo", "Nora"];
const LAST = ["Garcia", "Nguyen", "Smith", "Patel", "Johnson", "Kim", "Brown", "Lopez", "Davis", "Wilson", "Okafor", "Rossi"];
const GRADES = ["K", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"];
const TEACHERS = ["T-RIVERA", "T-CHEN", "T-OKAFOR", "T-HUGHES", "T-BAKER", "T-STONE"];
const CITIES = ["Springfield", "Shelbyville", "Capital City"];
const FR = ["", "", "", "free", "reduced"];

/** The error a bad row carries and the message the server must answer for it, in turn. */
export const STUDENT_CSV_BAD_ROW_KINDS: ReadonlyArray<{ message: string; spoil: (row: StudentCsvRow) => void }> = [
  { message: STUDENT_ROW_MESSAGES.lastNameEmpty, spoil: (row) => void (row.lname = "") },
  { message: STUDENT_ROW_MESSAGES.gradeTooLong, spoil: (row) => void (row.grade = "GRADE7") },
  { message: STUDENT_ROW_MESSAGES.foodBalanceNotNumber, spoil: (row) => void (row.food_balance = "lots") },
  { message: STUDENT_ROW_MESSAGES.slnInvalid, spoil: (row) => void (row.company = "999999999") },
];
export const studentCsvBadRowMessage = (badIndex: number) =>
  STUDENT_CSV_BAD_ROW_KINDS[badIndex % STUDENT_CSV_BAD_ROW_KINDS.length]!.message;

/** The rows as objects keyed by column (what `upload-student-rows` takes), one at a time. */
export function* studentCsvRows(options: StudentCsvOptions): Generator<StudentCsvRow> {
  const random = seededRandom(options.seed ?? 11);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const bad = new Set(options.badRows ?? []);
  const tag = options.tag ?? "GEN";
  let badSeen = 0;
  let family = 0;
  let siblingsLeft = 0;
  let familyParents: StudentCsvRow = {};
  let familyLast = "";
  for (let index = 0; index < options.rows; index++) {
    if (siblingsLeft === 0) {
      family++;
      siblingsLeft = 1 + Math.floor(random() * 3);
      familyLast = pick(LAST);
      familyParents = {};
      const parents = 1 + Math.floor(random() * 2);
      for (let slot = 1; slot <= parents; slot++) {
        familyParents[parentColumnKey(slot, "fname")] = pick(FIRST);
        familyParents[parentColumnKey(slot, "lname")] = familyLast;
        familyParents[parentColumnKey(slot, "email")] = `${tag.toLowerCase()}.f${family}.p${slot}@families.test`;
        familyParents[parentColumnKey(slot, "street")] = `${1 + Math.floor(random() * 999)} Elm St`;
        familyParents[parentColumnKey(slot, "city")] = pick(CITIES);
        familyParents[parentColumnKey(slot, "state")] = "IL";
        familyParents[parentColumnKey(slot, "postal_code")] = String(62700 + Math.floor(random() * 99));
        familyParents[parentColumnKey(slot, "phone")] = `217-555-${String(Math.floor(random() * 10000)).padStart(4, "0")}`;
      }
    }
    siblingsLeft--;
    const row: StudentCsvRow = Object.fromEntries(STUDENT_UPLOAD_COLUMN_KEYS.map((key) => [key, ""]));
    Object.assign(row, familyParents, {
      external_id: `${tag}-${String(index + 1).padStart(6, "0")}`,
      sis_id: `SIS${100000 + index}`,
      company: String(options.companyIds[index % options.companyIds.length]),
      lname: familyLast,
      fname: pick(FIRST),
      grade: pick(GRADES),
      food_balance: (Math.floor(random() * 10000) / 100).toFixed(2),
      teacher: pick(TEACHERS),
      is_fr: pick(FR),
      family_id: `FAM-${tag}-${family}`,
      is_staff: "",
    });
    if (bad.has(index)) STUDENT_CSV_BAD_ROW_KINDS[badSeen++ % STUDENT_CSV_BAD_ROW_KINDS.length]!.spoil(row);
    yield row;
  }
}

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The file as CSV lines (header first unless `header: false`), generated as they are read. */
export function* studentCsvLines(options: StudentCsvOptions): Generator<string> {
  if (options.header !== false) yield STUDENT_UPLOAD_COLUMN_KEYS.join(",") + "\n";
  for (const row of studentCsvRows(options)) yield STUDENT_UPLOAD_COLUMN_KEYS.map((key) => csvField(row[key] ?? "")).join(",") + "\n";
}

/** The file as a stream (pipe it to disk or to an HTTP body). */
export function studentCsvStream(options: StudentCsvOptions): Readable {
  return Readable.from(studentCsvLines(options), { objectMode: false });
}
