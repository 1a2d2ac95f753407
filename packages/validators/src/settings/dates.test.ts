import { describe, expect, it } from "vitest";
import { DATES_MESSAGES as M, ZImportantDateFieldsSchema } from "./dates.ts";

const firstMessage = (values: unknown) => {
  const parsed = ZImportantDateFieldsSchema.safeParse(values);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("important date fields", () => {
  it.each([
    { name: "a single day", values: { title: "Picture day", startsOn: "2026-09-15" }, message: null },
    { name: "a span", values: { title: "Year", startsOn: "2026-08-20", endsOn: "2027-06-04" }, message: null },
    { name: "an empty last day is a single day", values: { title: "X", startsOn: "2026-09-15", endsOn: "" }, message: null },
    { name: "the same first and last day", values: { title: "X", startsOn: "2026-09-15", endsOn: "2026-09-15" }, message: null },
    { name: "no name", values: { title: " ", startsOn: "2026-09-15" }, message: M.titleRequired },
    { name: "no first day", values: { title: "X", startsOn: "" }, message: M.startRequired },
    { name: "a day that does not exist", values: { title: "X", startsOn: "2026-02-30" }, message: M.notADate },
    { name: "another format", values: { title: "X", startsOn: "09/15/2026" }, message: M.notADate },
    {
      name: "an end before the start",
      values: { title: "X", startsOn: "2026-09-15", endsOn: "2026-09-14" },
      message: M.endBeforeStart,
    },
  ])("$name", ({ values, message }) => {
    expect(firstMessage(values)).toBe(message);
  });

  it("reads an empty last day as none", () => {
    expect(ZImportantDateFieldsSchema.parse({ title: "X", startsOn: "2026-09-15", endsOn: "" }).endsOn).toBeNull();
  });
});
