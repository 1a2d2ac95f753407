import { describe, expect, it } from "vitest";
import { highlightsOf, inputOfProblem, sectionOfInput, sectionOfProblem, sectionsFor } from "./sections.ts";
import { builderTypeOf, emptyValues, valuesFromServer } from "./values.ts";

describe("builder sections", () => {
  it("drops the recurring section for every type but recurring (docs/product/items-and-fees.md)", () => {
    expect(sectionsFor("recurring").map((s) => s.id)).toContain("recurring");
    for (const type of ["basic", "event", "multi", "promo", "blackboard"] as const) {
      expect(sectionsFor(type).map((s) => s.id)).not.toContain("recurring");
    }
  });

  it("sends each readiness area and named input to the section that fixes it", () => {
    expect(sectionOfProblem({ area: "description", message: "m" })).toBe("general");
    expect(sectionOfProblem({ area: "account", message: "m" })).toBe("payment");
    expect(sectionOfProblem({ area: "convenienceFee", message: "m" })).toBe("payment");
    expect(sectionOfProblem({ area: "price", message: "m", input: "amountCents" })).toBe("payment");
    expect(sectionOfProblem({ area: "price", message: "m" })).toBe("payment");
    expect(sectionOfProblem({ area: "guestPrivileges", message: "m" })).toBe("target");
    expect(sectionOfProblem({ area: "unfinishedCustomField", message: "m", input: "customFields.2" })).toBe("custom-fields");
    expect(sectionOfInput("recurring.billingOccurs")).toBe("recurring");
    expect(sectionOfInput("feeCents")).toBe("payment");
    expect(sectionOfInput("title")).toBe("general");
    expect(sectionOfInput("event.startsAt")).toBe("general");
  });

  it("highlights the input a problem names, or its area's input, first message winning", () => {
    expect(inputOfProblem({ area: "account", message: "m" })).toBe("coaId");
    expect(inputOfProblem({ area: "price", message: "m" })).toBe("amountCents");
    expect(
      highlightsOf([
        { area: "input", message: "first", input: "customFields.0" },
        { area: "input", message: "second", input: "customFields.0" },
        { area: "description", message: "describe" },
      ]),
    ).toEqual({ "customFields.0": "first", description: "describe" });
  });
});

describe("builder values", () => {
  it("reads the chooser's ?type= and ?template= and build-new's path type, ignoring anything else", () => {
    expect(builderTypeOf(new URLSearchParams("type=recurring"))).toBe("recurring");
    expect(builderTypeOf(new URLSearchParams("template=promo"))).toBe("promo");
    expect(builderTypeOf(new URLSearchParams("type=unknown"))).toBeNull();
    expect(builderTypeOf(new URLSearchParams(""), "event")).toBe("event");
  });

  it("starts each kind with its own parts only", () => {
    expect(emptyValues("recurring", "2027-01-31").recurring).toMatchObject({
      mode: "date",
      recurringDay: 31,
      startsOn: "2027-01-31",
    });
    expect(emptyValues("basic", "2027-01-31").recurring).toBeNull();
    expect(emptyValues("event", "2027-01-31").event).toEqual({ startsAt: null, endsAt: null, location: "" });
    expect(emptyValues("blackboard", "2027-01-31").pullsDataByApi).toBe(true);
    expect(emptyValues("promo", "2027-01-31").pullsDataByApi).toBe(false);
  });

  it("fills what a stored form lacks and pins the company", () => {
    const values = valuesFromServer({ type: "basic", title: "Stored", amountCents: 500, companyId: 1 }, 7);
    expect(values).toMatchObject({
      type: "basic",
      title: "Stored",
      amountCents: 500,
      companyId: 7,
      // A form without a fee type starts where a new item does: a fixed fee of $0.00.
      feeType: "Fixed",
      customFields: [],
    });
  });
});
