/**
 * The messages of items, custom fields, item rules, item uploads and the chart of accounts
 * (docs/product/items-and-fees.md, docs/product/chart-of-accounts.md, docs/product/uploads.md): quoted
 * exactly as the product shows them (typos and missing full stops too). The last group is our own wording,
 * where the product names a check but fixes no text.
 */
import { UPLOAD_MESSAGES } from "../uploads/common.ts";

export const ITEM_MESSAGES = {
  totalsFailed: "Something went wrong, please try again.",
  updateFailed: "Your item could not be updated.",
  deleteFailed: "Your item could not be deleted.",
  paidNotPaidFailed: "Unexpected error occurred",
  moveOutOfDraft: "Please move the item out of draft state",
  removeDraftFirst: "You must remove an item's draft status before making it active or visible.",
  guestOnlyNotVisible: "This item cannot be made visible in the Payment Center because it is configured for Guest Checkout Only.",
  soldOutRemoveFailed: "Something went wrong removing this soldout message.",
  readinessLoadFailed: "Something went wrong, and your readiness check could not be loaded.",
  draftOnly:
    "This item can only be saved as a Draft in its current state. Please edit the Errors indicated below, or click Save as Draft to continue at a later point.",
  feeTypeBlocksPrice: "You must select a Fixed or Suggested fee type to edit this value.",
  saveFailed: "Error in saving. Please double check your form before submitting",
  saved: "Saved",
} as const;

export const CUSTOM_FIELD_MESSAGES = {
  labelRequired: "All custom fields must have a label.",
  hiddenNeedsValue: "All hidden fields must have a value.",
  twoOptions: "You must offer at least two options when creating a dropdown or a radio.",
  oneOption: "You must offer at least one option when creating a checkbox.",
} as const;

export const ITEM_RULE_MESSAGES = {
  nameRequired: "Rules must have a name",
  // Our own wording, after the quoted one: both keys are required but no message is fixed.
  argumentKeyRequired: "Rules must have an argument key",
  outputKeyRequired: "Rules must have an output key",
} as const;

export const ITEM_UPLOAD_MESSAGES = {
  selectCatalog: "Please select a catalog name.",
  selectItem: "Please select an item.",
  enterCatalog: "Please enter a catalog name.",
  /** The one upload message (uploads/common.ts), shown by the item upload too. */
  invalidMimeType: UPLOAD_MESSAGES.invalidMimeType,
  uploadFileFailed: "An error occurred while trying to upload your file. Please try again.",
  uploadItemFileFailed: "An error occurred while uploading the item file. Please try again.",
  createItemsFailed: "An error occurred while creating the Items...",
  removeItemFailed: "Something went wrong while removing this Item. Please try again.",
} as const;

export const COA_MESSAGES = {
  invalidReplacement:
    "The selected new account is not valid. First, select a new account from the dropdown list. Then click the delete button.",
  saveFailed: "Something went wrong saving your new chart of account. Proceed with caution.",
  deleteFailed: "Something went wrong while deleting this COA. Please try again.",
  reassignFailed: "Something went wrong while updating new account to items.",
  removeFailed: "Something went wrong while removing this coa. Please try again.",
  updateFailed: "Something went wrong while updating coa. Please try again.",
} as const;

/** Our own wording: the product names these checks (readiness, custom fields) without fixing a message. */
export const ITEM_READINESS_MESSAGES = {
  descriptionRequired: "Please enter a description.",
  accountRequired: "Please choose a chart of accounts entry.",
  feeTypeNotOffered: "This fee type is not offered for the chosen amount type.",
  fixedFeeRequired: "Please enter the fixed fee ($0.00 for no fee).",
  feeOutOfRange: "The fee must be between $0.00 and $100,000.00.",
  noAudience: "Nobody can pay for this item: make it available to users or allow guest checkout.",
  guestOnlyVisible: "A Guest Checkout Only item cannot be visible in the Payment Center.",
  unfinishedCustomField: "Finish or cancel the custom field you are editing.",
  paymentCardWarning:
    "Payment card industry data security rules forbid collecting unencrypted payment account numbers. Do not ask for card or account numbers in a custom field.",
} as const;
