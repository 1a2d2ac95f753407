import {
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_UPLOAD_COLUMN_MESSAGES,
  GROUP_UPLOAD_FIELD_COUNTS,
  GROUP_UPLOAD_MESSAGES,
  type TGroupUploadMode,
} from "@paydesk/validators";

/**
 * A CSV row's data fields: its cells without the empty ones at the end (a spreadsheet's export pads
 * short rows with trailing commas; those are not fields).
 */
export function countDataFields(cells: readonly string[]): number {
  let count = cells.length;
  while (count > 0 && (cells[count - 1] ?? "").trim() === "") count--;
  return count;
}

/**
 * Every row holds exactly 1 data field (single group) or 2 to 3 (multiple groups), else
 * the incorrect-columns message (docs/product/uploads.md). Blank lines are not rows. Checked on the whole
 * file before any row is sent, so a file of the wrong mode is refused at once.
 */
export function groupFileColumnsMessage(mode: TGroupUploadMode, rows: readonly (readonly string[])[]): string | null {
  const { min, max } = GROUP_UPLOAD_FIELD_COUNTS[mode];
  for (const cells of rows) {
    const fields = countDataFields(cells);
    if (fields === 0) continue;
    if (fields < min || fields > max) return GROUP_UPLOAD_COLUMN_MESSAGES[mode];
  }
  return null;
}

/** What the service looked up for one row: the students its id (and site) matches. */
export interface GroupRowLookup {
  /** How many students of the upload's company subtree match the id (and site, if given). */
  studentMatches: number;
  /** The site id names a company of the subtree (true when none was given). */
  siteKnown: boolean;
  /** A smart group already has the row's group name. */
  smartGroup: boolean;
}

export interface GroupRowData {
  group_name?: string;
  student_id?: string;
  site_id?: string;
}

/** The row's group: the file's name in multiple group mode, the one named at start otherwise. */
export function groupNameOfRow(mode: TGroupUploadMode, row: GroupRowData, startGroupName: string | null): string {
  return mode === "single" ? (startGroupName ?? "") : (row.group_name ?? "").trim();
}

/** A site id as a positive int4, or null when it is not one. */
export function parseSiteId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= 2_147_483_647 ? value : null;
}

/** The row's messages (empty = valid), in field order. */
export function groupRowMessages(mode: TGroupUploadMode, row: GroupRowData, startGroupName: string | null, lookup: GroupRowLookup): string[] {
  const messages: string[] = [];
  if (mode === "multiple") {
    const name = groupNameOfRow(mode, row, startGroupName);
    if (name.length < GROUP_NAME_MIN) messages.push(GROUP_UPLOAD_MESSAGES.groupNameRequired);
    else if (name.length > GROUP_NAME_MAX) messages.push(GROUP_UPLOAD_MESSAGES.groupNameTooLong);
  }
  if (lookup.smartGroup) messages.push(GROUP_UPLOAD_MESSAGES.smartGroup);
  const studentId = (row.student_id ?? "").trim();
  const siteId = (row.site_id ?? "").trim();
  const siteUsable = siteId === "" || (parseSiteId(siteId) !== null && lookup.siteKnown);
  if (!siteUsable) messages.push(GROUP_UPLOAD_MESSAGES.siteIdInvalid);
  if (studentId === "") messages.push(GROUP_UPLOAD_MESSAGES.studentIdRequired);
  else if (siteUsable && lookup.studentMatches === 0) messages.push(GROUP_UPLOAD_MESSAGES.studentNotFound);
  else if (lookup.studentMatches > 1) messages.push(GROUP_UPLOAD_MESSAGES.studentAmbiguous);
  return messages;
}
