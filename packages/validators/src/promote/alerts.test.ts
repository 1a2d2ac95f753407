import { describe, expect, it } from "vitest";
import { ALERT_MESSAGES, ZAcknowledgeAlertRequestSchema, ZAlertFields } from "./alerts.ts";

const base = { title: "Card outage", message: "Card payments are slow.", type: "outage", audience: "everyone" };

function firstError(input: unknown): string | undefined {
  const result = ZAlertFields.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe("ZAlertFields", () => {
  it("accepts an alert for everyone with blank optional fields", () => {
    expect(ZAlertFields.parse({ ...base, itemUrl: "", itemTitle: "", companyId: "", startsAt: "", endsAt: "" })).toEqual({
      ...base,
      itemUrl: undefined,
      itemTitle: undefined,
      companyId: undefined,
      startsAt: undefined,
      endsAt: undefined,
    });
  });

  it.each([
    ["no title", { ...base, title: "  " }, ALERT_MESSAGES.titleRequired],
    ["no message", { ...base, message: "" }, ALERT_MESSAGES.messageRequired],
    ["an unknown type", { ...base, type: "gossip" }, ALERT_MESSAGES.badType],
    ["an unknown audience", { ...base, audience: "planet" }, ALERT_MESSAGES.badAudience],
    ["a company audience without a company", { ...base, audience: "company" }, ALERT_MESSAGES.companyRequired],
    ["a subtree audience without a company", { ...base, audience: "subtree" }, ALERT_MESSAGES.companyRequired],
    ["a javascript: link", { ...base, itemUrl: "javascript:alert(1)" }, ALERT_MESSAGES.badLink],
    ["a protocol-relative link", { ...base, itemUrl: "//evil.test/x" }, ALERT_MESSAGES.badLink],
    [
      "an end before the start",
      { ...base, startsAt: "2026-11-24T10:00:00Z", endsAt: "2026-11-24T09:00:00Z" },
      ALERT_MESSAGES.endBeforeStart,
    ],
    ["a date that is no date", { ...base, startsAt: "soon" }, ALERT_MESSAGES.badDate],
  ])("refuses %s", (_, input, message) => {
    expect(firstError(input)).toBe(message);
  });

  it.each(["/school/items/list", "https://status.example.test/incident/4"])("accepts the link %s", (itemUrl) => {
    expect(firstError({ ...base, itemUrl })).toBeUndefined();
  });
});

describe("ZAcknowledgeAlertRequestSchema", () => {
  it("needs acknowledge and a known type", () => {
    expect(
      ZAcknowledgeAlertRequestSchema.safeParse({ module: "school", alertId: 3, acknowledge: false, type: "seen" }).error
        ?.issues[0]?.message,
    ).toBe(ALERT_MESSAGES.acknowledgeRequired);
    expect(
      ZAcknowledgeAlertRequestSchema.safeParse({ module: "school", alertId: 3, acknowledge: true, type: "info" }).error?.issues[0]
        ?.message,
    ).toBe(ALERT_MESSAGES.badAckType);
    expect(
      ZAcknowledgeAlertRequestSchema.parse({ module: "school", alertId: "3", acknowledge: true, type: "dismissed" }),
    ).toEqual({
      module: "school",
      alertId: 3,
      acknowledge: true,
      type: "dismissed",
    });
  });
});
