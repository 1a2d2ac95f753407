import { ITEM_MESSAGES, ITEM_READINESS_MESSAGES } from "@paydesk/validators/items/messages";
import { PAYMENT_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import {
  type ItemFlags,
  type ItemReadinessDraft,
  activateBlockedMessage,
  checkItemReadiness,
  makeVisibleBlockedMessage,
  saveBlockedMessage,
  setDraft,
  setGuestSetting,
  setVisible,
} from "./readiness.ts";

const ready: ItemReadinessDraft = {
  description: "<p>Field trip to the museum</p>",
  chartOfAccountsId: 12,
  amountType: "Fixed",
  amountCents: 2500,
  feeType: "None",
  feeCents: null,
  availableToUsers: true,
  disableGuest: 0,
  visible: true,
  customFields: [{ label: "Student name", type: "text" }],
};

function areas(draft: ItemReadinessDraft): string[] {
  return checkItemReadiness(draft).problems.map((problem) => problem.area);
}

describe("checkItemReadiness (docs/product/items-and-fees.md, Readiness)", () => {
  it("is ready with no problems", () => {
    expect(checkItemReadiness(ready)).toEqual({ ready: true, problems: [] });
  });

  it.each(["", "   ", "<p></p>", "<p>&nbsp;</p><br>", "<div> &#160; </div>"])("flags the empty description %j", (description) => {
    expect(checkItemReadiness({ ...ready, description })).toEqual({
      ready: false,
      problems: [{ area: "description", message: ITEM_READINESS_MESSAGES.descriptionRequired }],
    });
  });

  it.each([null, "", " ", 0, "0"])("flags the missing account %j", (chartOfAccountsId) => {
    expect(areas({ ...ready, chartOfAccountsId })).toEqual(["account"]);
  });

  it("accepts an account id given as a string", () => {
    expect(areas({ ...ready, chartOfAccountsId: "40100" })).toEqual([]);
  });

  it.each<[string, ItemReadinessDraft["amountType"], number | null, boolean]>([
    ["a Fixed item at $0.00", "Fixed", 0, true],
    ["a Fixed item at $0.01 (the cart wants more)", "Fixed", 1, true],
    ["a Fixed item at $0.02", "Fixed", 2, false],
    ["a Fixed item whose amount could not be read (its input says why)", "Fixed", null, false],
    ["an Open item at $0.00 (the payer types the amount)", "Open", 0, false],
    ["an AOpen item at $0.00", "AOpen", 0, false],
  ])("price: %s", (_name, amountType, amountCents, flagged) => {
    const feeType = amountType === "Fixed" ? "None" : "Calculated";
    const { problems } = checkItemReadiness({ ...ready, amountType, amountCents, feeType });
    expect(problems).toEqual(flagged ? [{ area: "price", message: PAYMENT_MESSAGES.minimumPayment, input: "amountCents" }] : []);
  });

  it("flags a fee type the amount type does not offer", () => {
    const { problems } = checkItemReadiness({ ...ready, amountType: "Open", feeType: "Suggested" });
    expect(problems).toEqual([{ area: "convenienceFee", message: ITEM_READINESS_MESSAGES.feeTypeNotOffered }]);
    expect(areas({ ...ready, amountType: "Fixed", feeType: "Calculated" })).toEqual(["convenienceFee"]);
    expect(areas({ ...ready, amountType: "AOpen", feeType: "Calculated" })).toEqual([]);
  });

  it("requires a fixed fee within $0.00…$100,000 ($0.00: a price with no fee)", () => {
    const message = (feeCents: number | null) =>
      checkItemReadiness({ ...ready, feeType: "Fixed", feeCents }).problems.map((problem) => problem.message);
    expect(message(null)).toEqual([ITEM_READINESS_MESSAGES.fixedFeeRequired]);
    expect(message(0)).toEqual([]);
    expect(message(-1)).toEqual([ITEM_READINESS_MESSAGES.feeOutOfRange]);
    expect(message(10_000_001)).toEqual([ITEM_READINESS_MESSAGES.feeOutOfRange]);
    expect(message(10_000_000)).toEqual([]);
    expect(message(150)).toEqual([]);
  });

  it("flags an item nobody can pay for", () => {
    expect(areas({ ...ready, availableToUsers: false, disableGuest: 1 })).toEqual(["availableToUsers"]);
    expect(areas({ ...ready, availableToUsers: false, disableGuest: 0 })).toEqual([]);
    expect(areas({ ...ready, availableToUsers: true, disableGuest: 1 })).toEqual([]);
  });

  it("flags a guest-checkout-only item that is visible", () => {
    expect(areas({ ...ready, disableGuest: 2, visible: true })).toEqual(["guestPrivileges"]);
    expect(areas({ ...ready, disableGuest: 2, visible: false })).toEqual([]);
  });

  it("flags an unfinished custom field and names it", () => {
    const { problems } = checkItemReadiness({
      ...ready,
      customFields: [ready.customFields[0]!, { label: "Size", type: "dropdown", values: ["S", "M"], unfinished: true }],
    });
    expect(problems).toEqual([
      { area: "unfinishedCustomField", message: ITEM_READINESS_MESSAGES.unfinishedCustomField, input: "customFields.1" },
    ]);
  });

  it("names each invalid custom field as an input", () => {
    const { problems } = checkItemReadiness({
      ...ready,
      customFields: [{ label: "", type: "hiddentext" }],
    });
    expect(problems).toEqual([
      { area: "input", message: "All custom fields must have a label.", input: "customFields.0" },
      { area: "input", message: "All hidden fields must have a value.", input: "customFields.0" },
    ]);
  });

  it("does not block on the payment-card warning", () => {
    expect(checkItemReadiness({ ...ready, customFields: [{ label: "Credit card", type: "text" }] }).ready).toBe(true);
  });

  it("passes on named input errors from the form's schema", () => {
    const { ready: isReady, problems } = checkItemReadiness({ ...ready, inputErrors: { title: "Please enter a title." } });
    expect(isReady).toBe(false);
    expect(problems).toEqual([{ area: "input", message: "Please enter a title.", input: "title" }]);
  });

  it("lists every problem area in section order", () => {
    expect(
      areas({
        description: "",
        chartOfAccountsId: null,
        amountType: "Fixed",
        amountCents: 0,
        feeType: "Calculated",
        feeCents: null,
        availableToUsers: false,
        disableGuest: 1,
        visible: false,
        customFields: [{ label: "", type: "text", unfinished: true }],
        inputErrors: { amount: "Bad amount" },
      }),
    ).toEqual(["description", "account", "price", "convenienceFee", "availableToUsers", "unfinishedCustomField", "input", "input"]);
  });
});

describe("saveBlockedMessage (docs/product/items-and-fees.md, Readiness)", () => {
  it("lets a not-ready item be saved only as a draft", () => {
    const notReady = checkItemReadiness({ ...ready, description: "" });
    expect(saveBlockedMessage(notReady, { asDraft: false })).toBe(
      "This item can only be saved as a Draft in its current state. Please edit the Errors indicated below, or click Save as Draft to continue at a later point.",
    );
    expect(saveBlockedMessage(notReady, { asDraft: true })).toBeNull();
    expect(saveBlockedMessage(checkItemReadiness(ready), { asDraft: false })).toBeNull();
  });
});

describe("draft and visibility rules (docs/product/items-and-fees.md, Item kinds and states)", () => {
  const live: ItemFlags = { isDraft: false, active: true, visible: true, disableGuest: 0 };

  it("resets active and visible when an item becomes a draft, and says so", () => {
    expect(setDraft(live, true)).toEqual({
      flags: { isDraft: true, active: false, visible: false, disableGuest: 0 },
      message: "Please move the item out of draft state",
    });
  });

  it("says nothing when becoming a draft resets nothing", () => {
    expect(setDraft({ ...live, active: false, visible: false }, true).message).toBeNull();
  });

  it("leaves the flags alone when draft status is removed", () => {
    const draft = { ...live, isDraft: true, active: false, visible: false };
    expect(setDraft(draft, false)).toEqual({ flags: { ...draft, isDraft: false }, message: null });
  });

  it("refuses to make a draft active or visible", () => {
    expect(activateBlockedMessage({ isDraft: true })).toBe(
      "You must remove an item's draft status before making it active or visible.",
    );
    expect(activateBlockedMessage({ isDraft: false })).toBeNull();
    expect(makeVisibleBlockedMessage({ isDraft: true, disableGuest: 2 })).toBe(ITEM_MESSAGES.removeDraftFirst);
  });

  it("refuses to make a guest-checkout-only item visible", () => {
    expect(makeVisibleBlockedMessage({ isDraft: false, disableGuest: 2 })).toBe(
      "This item cannot be made visible in the Payment Center because it is configured for Guest Checkout Only.",
    );
    expect(makeVisibleBlockedMessage({ isDraft: false, disableGuest: 1 })).toBeNull();
    expect(makeVisibleBlockedMessage({ isDraft: false, disableGuest: 0 })).toBeNull();
  });

  it("hides the item when guest checkout only is chosen", () => {
    expect(setGuestSetting(live, 2)).toEqual({ ...live, disableGuest: 2, visible: false });
    expect(setGuestSetting(live, 1)).toEqual({ ...live, disableGuest: 1 });
  });

  it("turns guest checkout only off when the item is made visible", () => {
    const guestOnly: ItemFlags = { ...live, visible: false, disableGuest: 2 };
    expect(setVisible(guestOnly, true)).toEqual({ ...guestOnly, visible: true, disableGuest: 0 });
    expect(setVisible(guestOnly, false)).toEqual(guestOnly);
    expect(setVisible({ ...live, disableGuest: 1, visible: false }, true).disableGuest).toBe(1);
  });
});
