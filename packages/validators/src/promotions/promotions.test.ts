import { describe, expect, it } from "vitest";
import { PROMOTION_MESSAGES as M, scheduleProblem, ZPromotionPost } from "./promotions.ts";

const base = { module: "school", itemId: 5, message: "Buy a yearbook" };

function firstIssue(input: unknown): { path: string; message: string } | null {
  const result = ZPromotionPost.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { path: issue.path.join("."), message: issue.message };
}

describe("ZPromotionPost: each channel's required fields", () => {
  it.each([
    { name: "facebook complete", input: { ...base, channel: "facebook", pageId: "p1" }, issue: null },
    { name: "facebook without page", input: { ...base, channel: "facebook" }, issue: { path: "pageId", message: M.pageRequired } },
    { name: "facebook without message", input: { ...base, channel: "facebook", pageId: "p1", message: "  " }, issue: { path: "message", message: M.messageRequired } },
    { name: "facebook without item", input: { module: "school", message: "x", channel: "facebook", pageId: "p1" }, issue: { path: "itemId", message: M.itemRequired } },
    { name: "mail complete", input: { ...base, channel: "mail", subject: "Hi", recipients: ["a@example.com"] }, issue: null },
    { name: "mail without recipients", input: { ...base, channel: "mail", subject: "Hi", recipients: [] }, issue: { path: "recipients", message: M.recipientsRequired } },
    { name: "mail with a bad recipient", input: { ...base, channel: "mail", subject: "Hi", recipients: ["nope"] }, issue: { path: "recipients.0", message: M.recipientInvalid } },
    { name: "mail without subject", input: { ...base, channel: "mail", recipients: ["a@example.com"] }, issue: { path: "subject", message: M.subjectRequired } },
    { name: "marketing complete", input: { ...base, channel: "marketing", subject: "Hi", listId: 3 }, issue: null },
    { name: "marketing without list", input: { ...base, channel: "marketing", subject: "Hi" }, issue: { path: "listId", message: M.listRequired } },
    { name: "short at the limit", input: { ...base, channel: "short", message: "a".repeat(116) }, issue: null },
    { name: "short over the limit", input: { ...base, channel: "short", message: "a".repeat(117) }, issue: { path: "message", message: M.shortPostTooLong } },
    { name: "short with image at its limit", input: { ...base, channel: "short", withImage: true, message: "a".repeat(93) }, issue: null },
    { name: "short with image over its limit", input: { ...base, channel: "short", withImage: true, message: "a".repeat(94) }, issue: { path: "message", message: M.shortPostTooLong } },
    { name: "unknown channel", input: { ...base, channel: "fax" }, issue: { path: "channel", message: M.channelUnknown } },
    { name: "a bad time", input: { ...base, channel: "facebook", pageId: "p", scheduledAt: "tomorrow" }, issue: { path: "scheduledAt", message: M.scheduleInvalid } },
  ])("$name", ({ input, issue }) => {
    expect(firstIssue(input)).toEqual(issue);
  });

  it("mail recipients are trimmed, lower-cased and deduplicated", () => {
    const post = ZPromotionPost.parse({ ...base, channel: "mail", subject: "Hi", recipients: [" A@Example.com", "a@example.com"] });
    expect(post.channel === "mail" && post.recipients).toEqual(["a@example.com"]);
  });
});

describe("scheduleProblem (docs/product/dashboard-images-promotions.md: in the future)", () => {
  const now = new Date("2026-11-24T12:00:00Z");
  it.each([
    { at: null, problem: null },
    { at: undefined, problem: null },
    { at: "2026-11-24T12:00:01Z", problem: null },
    { at: "2026-11-24T13:00:00+01:00", problem: M.scheduleInPast },
    { at: "2026-11-24T12:00:00Z", problem: M.scheduleInPast },
    { at: "2026-11-23T12:00:00Z", problem: M.scheduleInPast },
    { at: "garbage", problem: M.scheduleInvalid },
  ])("$at → $problem", ({ at, problem }) => {
    expect(scheduleProblem(at, now)).toBe(problem);
  });
});
