/**
 * The builder's own wording. The product names these confirmations and warnings
 * (docs/product/items-and-fees.md) without quoting them; every quoted message comes from
 * @paydesk/validators.
 */
export const BUILDER_MESSAGES = {
  leaveTitle: "Leave this item?",
  leaveBody: "You have unsaved changes. If you leave this page, your changes will be discarded.",
  changePayeeTitle: "Change the settlement account?",
  changePayeeBody:
    "The chart of accounts belongs to the settlement account, so the chosen account and sub account will be cleared and must be chosen again.",
  discardFieldTitle: "Discard this custom field?",
  discardFieldBody: "The custom field you are editing has changes that are not saved. They will be discarded.",
  switchFieldTitle: "Edit another custom field?",
  switchFieldBody: "You are editing a custom field. If you edit another one now, your current work on it will be lost.",
  editingExistingField:
    "This field may already hold answers. Changing its values may harm reporting on the answers already collected.",
  guestOnlyHidesItem: "Guest Checkout Only: the item is no longer visible in the Payment Center.",
  visibleEndsGuestOnly:
    "Visible in the Payment Center: guest checkout is no longer the only way to pay, guests may still check out.",
  guestPaysWithoutStudent:
    "Guests can pay this item without naming a student: it is meant for the students chosen under Audience, but anyone with its pay link can check out as a guest. To have every payment name a student, choose “No guest checkout”.",
  suggestedFeeMissing: "No suggested fee yet: choose a settlement account and enter a price.",
  ready: "Ready",
} as const;
