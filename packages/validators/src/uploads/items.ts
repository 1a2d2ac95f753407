/**
 * The item upload (docs/product/uploads.md, Items): its
 * columns, its start and process options and its row messages. The web's wizard reads the same
 * column list; the server's row rules (domain uploads/items-rows.ts) answer these messages.
 *
 * What each column means is written beside it (the product lists the names only); docs/ARCHITECTURE.md
 * "Item upload" says why.
 */
import { z } from "zod";
import { ITEM_FORM_MESSAGES, ITEM_TITLE_MAX } from "../items/item.ts";
import { ITEM_UPLOAD_MESSAGES } from "../items/messages.ts";
import { STUDENT_ROW_MESSAGES } from "./students.ts";

export interface ItemUploadColumn {
  /** The documented column name: the key of a row's data and of a shim row object. */
  key: string;
  label: string;
  required?: boolean;
  /** Header words that map a file's column to this one (lower case). */
  headerWords?: readonly string[];
}

/** In the documented order. `required` is for new items; an update needs only `code`. */
export const ITEMS_UPLOAD_COLUMNS = [
  /** The item's title; required for a new item. */
  { key: "title", label: "Item Name", required: true, headerWords: ["title", "item name", "name"] },
  /** The owning site: its id or exact name, in the upload's company subtree; empty = the upload's company. */
  { key: "company", label: "Company", headerWords: ["company", "school", "site"] },
  /** The settlement account: its id or exact name, of the item's company or above; empty = the base item's. */
  { key: "payee", label: "Payee", headerWords: ["payee", "settlement"] },
  /** The category by exact name, of the item's company or above; empty = the base item's or the catalog. */
  { key: "categ_name", label: "Item Category", headerWords: ["categ", "category"] },
  /** The primary account's number in the payee's chart; empty = found by chart_of_accounts_name, else the base item's. */
  { key: "chart_of_accounts", label: "GL Account", headerWords: ["chart_of_accounts", "gl account", "account"] },
  { key: "chart_of_accounts_name", label: "GL Account Name", headerWords: ["chart_of_accounts_name", "account name"] },
  /** The sub account's number (as the chart shows it); empty = found by its name, else the base item's. */
  { key: "sub_chart_of_accounts_id", label: "Sub Account", headerWords: ["sub_chart_of_accounts_id", "sub account"] },
  { key: "sub_chart_of_accounts_name", label: "Sub Account Name", headerWords: ["sub_chart_of_accounts_name", "sub account name"] },
  /** Dollars ("25", "25.00", "$1,250.50"), 0 to 100000. */
  { key: "amount", label: "Amount", headerWords: ["amount", "price"] },
  /** The fixed convenience fee in dollars: above 0 makes the fee type Fixed, 0 removes a fixed fee. */
  { key: "convenience_fee", label: "Convenience Fee", headerWords: ["convenience", "fee"] },
  /** Percent 0 to 99.99; above 0 turns tax on. */
  { key: "tax", label: "Tax", headerWords: ["tax"] },
  /** Dollars; above 0 turns shipping on. */
  { key: "shipping", label: "Shipping", headerWords: ["shipping"] },
  /** Quantity available, a whole number; 0 = no limit. */
  { key: "available_items", label: "Available Items", headerWords: ["available", "quantity"] },
  /** Student group names or ids, separated by ";" or ",". Any of groups, schools, grades replaces the targets. */
  { key: "groups", label: "Groups", headerWords: ["groups", "group"] },
  /** School names or ids in the item's company subtree, separated by ";" or ",". */
  { key: "schools", label: "Schools", headerWords: ["schools"] },
  /** Grades, separated by ";" or ","; each at most 5 characters. */
  { key: "grades", label: "Grades", headerWords: ["grades", "grade"] },
  /** Rich text (sanitized as the builder does); empty = the base item's. */
  { key: "description", label: "Description", headerWords: ["description"] },
  /** The value of the base item's (in updates: the item's) 1st, 2nd, 3rd custom field. */
  { key: "cf_1", label: "Custom Field 1", headerWords: ["cf_1"] },
  { key: "cf_2", label: "Custom Field 2", headerWords: ["cf_2"] },
  { key: "cf_3", label: "Custom Field 3", headerWords: ["cf_3"] },
  /** The item code: required in updates (it names the item to change), empty when creating. */
  { key: "code", label: "Item ID", headerWords: ["code", "item id", "item_code"] },
] as const satisfies readonly ItemUploadColumn[];

export type ItemUploadColumnKey = (typeof ITEMS_UPLOAD_COLUMNS)[number]["key"];

/** At most 5 characters per grade (the student upload's rule, same text). */
export const ITEM_UPLOAD_GRADE_MAX = 5;
export const ITEM_UPLOAD_CATALOG_NAME_MAX = 100;
/** The plan lists this many names of what a purge removes. */
export const ITEM_UPLOAD_PLAN_NOTES_MAX = 20;

/**
 * Row messages. The "cannot be empty" and grade messages follow the product's row errors word for
 * word ("Item ID, Item Name, Item Category, GL Account … cannot be empty"; "Grade cannot be longer
 * than 5 characters"); the rest is our own wording, where the product fixes no text. Money, percent and
 * quantity reuse the builder's messages so a value means the same everywhere.
 */
export const ITEM_UPLOAD_ROW_MESSAGES = {
  codeRequired: "Item ID cannot be empty",
  titleRequired: "Item Name cannot be empty",
  categoryRequired: "Item Category cannot be empty",
  accountRequired: "GL Account cannot be empty",
  gradeTooLong: STUDENT_ROW_MESSAGES.gradeTooLong,
  titleTooLong: `Item Name cannot be longer than ${ITEM_TITLE_MAX} characters`,
  dollarRange: ITEM_FORM_MESSAGES.dollarRange,
  percentRange: ITEM_FORM_MESSAGES.percentRange,
  quantityInteger: ITEM_FORM_MESSAGES.quantityInteger,
  categoryNotAllowed: ITEM_FORM_MESSAGES.categoryNotAllowed,
  codeNotForNewItems: "Item ID must be empty when creating items (use Update items to change existing ones)",
  companyFixed: "An item's company cannot be changed by an upload",
  unknownCompany: "Company is not a valid company ID for this account",
  payeeRequired: "Payee cannot be empty",
  unknownPayee: "Payee is not a settlement account of this company",
  unknownCategory: "Item Category is not a category of this company",
  unknownAccount: "GL Account is not a primary account of this payee",
  unknownSubAccount: "Sub Account is not a sub account of this payee",
  unknownCode: "Item ID is not an item of this account",
  itemInTrash: "Item ID is in the trash: restore it before changing it",
  unknownGroup: (name: string) => `Group "${name}" is not a student group of this company`,
  unknownSchool: (name: string) => `School "${name}" is not a school of this company`,
  noCustomField: (position: number) => `cf_${position}: the item has no custom field ${position}`,
  notAnOption: (position: number, value: string) => `cf_${position}: "${value}" is not an option of this custom field`,
} as const;

/** Start and process refusals: the product's three exact start messages, then our own wording. */
export const ITEM_UPLOAD_START_MESSAGES = {
  selectCatalog: ITEM_UPLOAD_MESSAGES.selectCatalog,
  selectItem: ITEM_UPLOAD_MESSAGES.selectItem,
  enterCatalog: ITEM_UPLOAD_MESSAGES.enterCatalog,
  noSuchBaseItem: "The selected item is not an item of this account.",
  baseItemInTrash: "The selected item is in the trash: restore it or choose another.",
  noSuchCatalog: "The selected catalog is not a catalog of this account.",
  purgeNeedsCatalog: "Choose a catalog to purge the items missing from the file.",
  purgeMode: "The purge mode must be 0 (keep), 1 (move to the trash) or 2 (delete).",
  confirmHardPurge: "Please confirm the hard purge: items missing from the file will be deleted permanently.",
} as const;

export const ITEM_UPLOAD_MODES = ["create", "update"] as const;
/** Where new items take their settings from: an item, an existing catalog (category) or a new one. */
export const ITEM_UPLOAD_SOURCES = ["item", "catalog", "new-catalog"] as const;

const optionalId = z.coerce.number().int().positive().max(2_147_483_647).optional();

/**
 * `uploads.start` options of kind items. Create mode (/upload-items) needs a source: a base item
 * (its settings are copied) or a catalog (the category new items go to; "new-catalog" creates it).
 * Update mode (/update-items) changes the items the rows' `code` names; a catalog is optional and
 * only bounds a purge.
 */
export const ZItemUploadStartOptions = z
  .object({
    mode: z.enum(ITEM_UPLOAD_MODES).default("create"),
    source: z.enum(ITEM_UPLOAD_SOURCES).optional(),
    itemId: optionalId,
    catalogId: optionalId,
    catalogName: z.string().trim().max(ITEM_UPLOAD_CATALOG_NAME_MAX).optional(),
  })
  .superRefine((options, ctx) => {
    const source = options.source ?? (options.itemId ? "item" : options.catalogId ? "catalog" : options.catalogName ? "new-catalog" : undefined);
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (source === undefined) {
      if (options.mode === "create") issue("itemId", ITEM_UPLOAD_START_MESSAGES.selectItem);
      return;
    }
    if (source === "item" && !options.itemId) issue("itemId", ITEM_UPLOAD_START_MESSAGES.selectItem);
    if (source === "catalog" && !options.catalogId) issue("catalogId", ITEM_UPLOAD_START_MESSAGES.selectCatalog);
    if (source === "new-catalog" && !options.catalogName) issue("catalogName", ITEM_UPLOAD_START_MESSAGES.enterCatalog);
  })
  .transform((options) => ({
    ...options,
    source: options.source ?? (options.itemId ? "item" : options.catalogId ? "catalog" : options.catalogName ? "new-catalog" : null),
  }));
export type TItemUploadStartOptions = z.input<typeof ZItemUploadStartOptions>;
export type TItemUploadStart = z.output<typeof ZItemUploadStartOptions>;

/** Purge modes: what the file lacks is kept (0), moved to the trash (1) or deleted (2). */
export const ITEM_PURGE_MODES = [0, 1, 2] as const;

export const ZItemUploadProcessOptions = z
  .object({
    purgeMode: z.coerce
      .number({ error: ITEM_UPLOAD_START_MESSAGES.purgeMode })
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: ITEM_UPLOAD_START_MESSAGES.purgeMode }))
      .default(0),
    /** Mode 2 deletes permanently: the page asks first and sends confirm. */
    confirm: z.preprocess((value) => value === true || value === 1 || ["1", "true", "yes", "on"].includes(String(value).toLowerCase()), z.boolean()),
  })
  .refine((options) => options.purgeMode !== 2 || options.confirm, { path: ["confirm"], message: ITEM_UPLOAD_START_MESSAGES.confirmHardPurge });
export type TItemUploadProcessOptions = z.input<typeof ZItemUploadProcessOptions>;
export type TItemUploadProcess = z.output<typeof ZItemUploadProcessOptions>;

/** The extras `uploads.start` answers for items (items also answer base_item_id). */
export interface ItemUploadStartExtras {
  baseItemId: number | null;
  catalogId: number | null;
  mode: (typeof ITEM_UPLOAD_MODES)[number];
}
