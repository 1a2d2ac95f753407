import { PROMOTION_MESSAGES, ZPromotionPost } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { EMPTY_COMPOSER, toPostRequest, type ComposerValues } from "./composer-form.ts";

const filled: ComposerValues = {
  ...EMPTY_COMPOSER,
  itemId: "12",
  message: "Buy a yearbook",
  pageId: "sim-page-1",
  subject: "Yearbooks",
  recipients: ["a@example.com"],
  listId: "7",
  withImage: true,
};

const firstIssue = (values: ComposerValues, channel: Parameters<typeof toPostRequest>[1]) => {
  const result = ZPromotionPost.safeParse(toPostRequest("school", channel, values));
  return result.success ? null : { path: result.error.issues[0]!.path.join("."), message: result.error.issues[0]!.message };
};

describe("toPostRequest: one form, each channel's own request", () => {
  it.each([
    { channel: "facebook", own: { pageId: "sim-page-1" } },
    { channel: "mail", own: { subject: "Yearbooks", recipients: ["a@example.com"] } },
    { channel: "marketing", own: { subject: "Yearbooks", listId: 7 } },
    { channel: "short", own: { withImage: true } },
  ] as const)("$channel sends only its fields", ({ channel, own }) => {
    expect(toPostRequest("school", channel, filled)).toEqual({
      module: "school",
      channel,
      itemId: 12,
      message: "Buy a yearbook",
      scheduledAt: null,
      ...own,
    });
  });

  it("sends the scheduled time as an instant only when 'later' is chosen", () => {
    const later = { ...filled, scheduledAt: "2030-05-01T09:30" };
    expect(toPostRequest("school", "facebook", later, "America/Chicago").scheduledAt).toBeNull();
    const instant = toPostRequest("school", "facebook", { ...later, schedule: true }, "America/Chicago").scheduledAt;
    expect(instant).toBe("2030-05-01T14:30:00.000Z");
  });

  it.each([
    // The browser (the runner's TZ) is in Chicago; the company's clock decides.
    ["America/Los_Angeles", "2030-05-01T16:30:00.000Z"],
    ["America/Chicago", "2030-05-01T14:30:00.000Z"],
    ["Asia/Kolkata", "2030-05-01T04:00:00.000Z"],
  ])("reads the scheduled time on the company's clock (%s), not the browser's", (zone, iso) => {
    const request = toPostRequest("school", "facebook", { ...filled, schedule: true, scheduledAt: "2030-05-01T09:30" }, zone);
    expect(request.scheduledAt).toBe(iso);
  });

  it.each([
    { name: "nothing chosen", values: EMPTY_COMPOSER, channel: "facebook", issue: { path: "itemId", message: PROMOTION_MESSAGES.itemRequired } },
    { name: "no page", values: { ...filled, pageId: null }, channel: "facebook", issue: { path: "pageId", message: PROMOTION_MESSAGES.pageRequired } },
    { name: "no list", values: { ...filled, listId: null }, channel: "marketing", issue: { path: "listId", message: PROMOTION_MESSAGES.listRequired } },
    { name: "no recipient", values: { ...filled, recipients: [] as string[] }, channel: "mail", issue: { path: "recipients", message: PROMOTION_MESSAGES.recipientsRequired } },
    {
      name: "'later' without a time",
      values: { ...filled, schedule: true },
      channel: "facebook",
      issue: { path: "scheduledAt", message: PROMOTION_MESSAGES.scheduleInvalid },
    },
    { name: "complete", values: filled, channel: "marketing", issue: null },
  ] as const)("the shared schema judges the request: $name", ({ values, channel, issue }) => {
    expect(firstIssue(values, channel)).toEqual(issue);
  });
});
