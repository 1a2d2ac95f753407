import { describe, expect, it } from "vitest";
import { composeSeriesFailureNotice } from "./notices.ts";

const series = { id: 1, companyId: 1, payerName: "Pat Payer", payerEmail: "pat@payer.test", title: "Weekly Tutoring", totalCents: 1500, cardBrand: "visa", cardLast4: "1111" };

describe("composeSeriesFailureNotice", () => {
  it("a decline to be retried says when, in the company's time zone", () => {
    const notice = composeSeriesFailureNotice(series, new Date("2026-11-24T11:00:00Z"), "America/Los_Angeles");
    expect(notice.subject).toBe("Your recurring payment for Weekly Tutoring was declined");
    expect(notice.text).toContain("The charge of Weekly Tutoring ($15.00) to your Visa ending 1111 was declined.");
    expect(notice.text).toContain("We will try again on November 24, 2026 at 3:00 AM.");
  });

  it("the last decline says the series has ended", () => {
    const notice = composeSeriesFailureNotice(series, null, "America/Chicago");
    expect(notice.subject).toBe("Your recurring payment for Weekly Tutoring has ended");
    expect(notice.text).toContain("We will not try again");
  });
});
