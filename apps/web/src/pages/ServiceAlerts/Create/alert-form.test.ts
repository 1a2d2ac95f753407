import { ZAlertFields } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { alertEntryZone, EMPTY_ALERT, toAlertRequest } from "./alert-form.ts";

const filled = { ...EMPTY_ALERT, title: "Maintenance", message: "The site pauses at night.", audience: "company" as const, companyId: "7" };

describe("toAlertRequest: the times are read on the alert's clock, not the browser's", () => {
  it.each([
    // The runner (the browser) is in Chicago; the zone given decides.
    ["America/Los_Angeles", "2030-05-01T16:30:00.000Z", "2030-05-02T06:59:00.000Z"],
    ["America/Chicago", "2030-05-01T14:30:00.000Z", "2030-05-02T04:59:00.000Z"],
    ["UTC", "2030-05-01T09:30:00.000Z", "2030-05-01T23:59:00.000Z"],
  ])("in %s", (zone, starts, ends) => {
    const request = toAlertRequest({ ...filled, startsAt: "2030-05-01T09:30", endsAt: "2030-05-01T23:59" }, zone);
    expect(request.startsAt?.toISOString()).toBe(starts);
    expect(request.endsAt?.toISOString()).toBe(ends);
    expect(request.companyId).toBe(7);
    expect(ZAlertFields.safeParse(request).success).toBe(true);
  });

  it("empty times are now and until removed; a broken one is refused by the shared schema", () => {
    const request = toAlertRequest(filled, "America/Los_Angeles");
    expect(request.startsAt).toBeUndefined();
    expect(request.endsAt).toBeUndefined();
    expect(ZAlertFields.safeParse(toAlertRequest({ ...filled, startsAt: "soon" }, "America/Los_Angeles")).success).toBe(false);
  });

  it("an end before the start on the same clock is refused", () => {
    const request = toAlertRequest({ ...filled, startsAt: "2030-05-01T09:30", endsAt: "2030-05-01T09:00" }, "America/Los_Angeles");
    expect(ZAlertFields.safeParse(request).success).toBe(false);
  });
});

describe("alertEntryZone: the zone its readers will see the times in", () => {
  it.each([
    { name: "everyone: the author's", values: { audience: "everyone", companyId: "" }, company: undefined, zone: "America/Chicago" },
    { name: "everyone, a company once picked: still the author's", values: { audience: "everyone", companyId: "7" }, company: "America/Los_Angeles", zone: "America/Chicago" },
    { name: "one company: that company's", values: { audience: "company", companyId: "7" }, company: "America/Los_Angeles", zone: "America/Los_Angeles" },
    { name: "a subtree: its top company's", values: { audience: "subtree", companyId: "7" }, company: "America/Los_Angeles", zone: "America/Los_Angeles" },
    { name: "a company still being read: not yet known", values: { audience: "company", companyId: "7" }, company: undefined, zone: undefined },
    { name: "no company picked yet: the author's", values: { audience: "company", companyId: "" }, company: undefined, zone: "America/Chicago" },
  ] as const)("$name", ({ values, company, zone }) => {
    expect(alertEntryZone(values, "America/Chicago", company)).toBe(zone);
  });
});
