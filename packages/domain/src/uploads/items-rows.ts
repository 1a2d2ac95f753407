/**
 * The item upload's row rules that need no lookup (docs/product/uploads.md, Items):
 * what each cell must look like and what it becomes. The service's checkRows adds the lookups
 * (company, payee, category, accounts, groups, schools, items by code, custom fields) and calls
 * these; the same rules run again when a range is applied, so a value means the same both times.
 */
import {
  ITEM_TITLE_MAX,
  ITEM_UPLOAD_GRADE_MAX,
  ITEM_UPLOAD_ROW_MESSAGES as M,
  MAX_ITEM_CENTS,
  MAX_PERCENT_HUNDREDTHS,
  decimalToHundredths,
} from "@paydesk/validators";

export type ItemUploadMode = "create" | "update";

/** A cell of the row: trimmed text, or null when empty (empty means "keep" or "take the base's"). */
type Cell = string | null;

export interface ItemRowValues {
  code: Cell;
  title: Cell;
  company: Cell;
  payee: Cell;
  category: Cell;
  accountNumber: Cell;
  accountName: Cell;
  subAccountNumber: Cell;
  subAccountName: Cell;
  amountCents: number | null;
  feeCents: number | null;
  taxHundredths: number | null;
  shippingCents: number | null;
  quantityAvailable: number | null;
  /** Null when none of groups, schools, grades is given: the targets are kept (or copied). */
  targets: { groups: string[]; schools: string[]; grades: string[] } | null;
  description: Cell;
  /** cf_1 … cf_3; null = keep the field's own value. */
  customFieldValues: [Cell, Cell, Cell];
}

export interface ItemRowContext {
  mode: ItemUploadMode;
  /** New items may leave the category empty when the base item or the catalog gives one. */
  defaultCategory: boolean;
  /** …and the account when the base item has one. */
  defaultAccount: boolean;
}

export interface ItemRowResult {
  errors: string[];
  values: ItemRowValues;
}

function cell(row: Readonly<Record<string, string | undefined>>, key: string): Cell {
  const value = row[key]?.trim() ?? "";
  return value === "" ? null : value;
}

/** A list cell: "a; b, c" → ["a", "b", "c"], blanks dropped, each name once. */
export function splitListCell(value: Cell): string[] {
  if (value === null) return [];
  return [...new Set(value.split(/[;,]/).map((part) => part.trim()).filter((part) => part !== ""))];
}

function money(value: Cell, max: number, message: string, errors: string[]): number | null {
  if (value === null) return null;
  const hundredths = decimalToHundredths(value);
  if (hundredths === null || hundredths > max) {
    if (!errors.includes(message)) errors.push(message);
    return null;
  }
  return hundredths;
}

function quantity(value: Cell, errors: string[]): number | null {
  if (value === null) return null;
  if (!/^\d{1,7}$/.test(value) || Number(value) > 1_000_000) {
    errors.push(M.quantityInteger);
    return null;
  }
  return Number(value);
}

/** Applies the rules of one row; `errors` empty means the row may be applied once its lookups pass. */
export function checkItemRow(row: Readonly<Record<string, string | undefined>>, context: ItemRowContext): ItemRowResult {
  const errors: string[] = [];
  const code = cell(row, "code");
  const title = cell(row, "title");
  const category = cell(row, "categ_name");
  const accountNumber = cell(row, "chart_of_accounts");
  const accountName = cell(row, "chart_of_accounts_name");

  if (context.mode === "update") {
    if (code === null) errors.push(M.codeRequired);
  } else {
    if (code !== null) errors.push(M.codeNotForNewItems);
    if (title === null) errors.push(M.titleRequired);
    if (category === null && !context.defaultCategory) errors.push(M.categoryRequired);
    if (accountNumber === null && accountName === null && !context.defaultAccount) errors.push(M.accountRequired);
  }
  if (title !== null && title.length > ITEM_TITLE_MAX) errors.push(M.titleTooLong);

  const amountCents = money(cell(row, "amount"), MAX_ITEM_CENTS, M.dollarRange, errors);
  const feeCents = money(cell(row, "convenience_fee"), MAX_ITEM_CENTS, M.dollarRange, errors);
  const shippingCents = money(cell(row, "shipping"), MAX_ITEM_CENTS, M.dollarRange, errors);
  const taxHundredths = money(cell(row, "tax"), MAX_PERCENT_HUNDREDTHS, M.percentRange, errors);
  const quantityAvailable = quantity(cell(row, "available_items"), errors);

  const groups = splitListCell(cell(row, "groups"));
  const schools = splitListCell(cell(row, "schools"));
  const grades = splitListCell(cell(row, "grades"));
  if (grades.some((grade) => grade.length > ITEM_UPLOAD_GRADE_MAX)) errors.push(M.gradeTooLong);
  const targets = groups.length + schools.length + grades.length > 0 ? { groups, schools, grades } : null;

  // Cells are at most UPLOAD_LIMITS.maxCellChars long (the pipeline's row schema), descriptions too.
  const description = cell(row, "description");

  return {
    errors,
    values: {
      code,
      title,
      company: cell(row, "company"),
      payee: cell(row, "payee"),
      category,
      accountNumber,
      accountName,
      subAccountNumber: cell(row, "sub_chart_of_accounts_id"),
      subAccountName: cell(row, "sub_chart_of_accounts_name"),
      amountCents,
      feeCents,
      taxHundredths,
      shippingCents,
      quantityAvailable,
      targets,
      description,
      customFieldValues: [cell(row, "cf_1"), cell(row, "cf_2"), cell(row, "cf_3")],
    },
  };
}

export interface UploadCustomField {
  type: "TEXT" | "TEXTAREA" | "HIDDENTEXT" | "DROPDOWN" | "RADIOS" | "CHECKBOXES";
  options: readonly string[];
}

/**
 * cf_N sets the value of the item's Nth custom field (in position order): the submitted value of a
 * hidden text field, the prefilled text of a text field, the preselected option of a dropdown or
 * radios, the ticked options of checkboxes (";"-separated). Null when the value fits.
 */
export function checkCustomFieldValue(position: number, value: string, field: UploadCustomField | undefined): string | null {
  if (!field) return M.noCustomField(position);
  if (field.type === "DROPDOWN" || field.type === "RADIOS") {
    return field.options.includes(value) ? null : M.notAnOption(position, value);
  }
  if (field.type === "CHECKBOXES") {
    const wrong = value
      .split(";")
      .map((part) => part.trim())
      .find((part) => part !== "" && !field.options.includes(part));
    return wrong === undefined ? null : M.notAnOption(position, wrong);
  }
  return null;
}

/**
 * A reference cell (company, payee, group, school): a whole number is an id, anything else a name
 * compared without regard to case. Finds the one entry it names among `candidates`.
 */
export function findByIdOrName<T extends { id: number; name: string }>(reference: string, candidates: readonly T[]): T | undefined {
  if (/^\d+$/.test(reference)) {
    const byId = candidates.find((candidate) => candidate.id === Number(reference));
    if (byId) return byId;
  }
  const lower = reference.toLowerCase();
  return candidates.find((candidate) => candidate.name.toLowerCase() === lower);
}
