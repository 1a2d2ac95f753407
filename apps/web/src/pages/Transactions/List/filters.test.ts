import { describe, expect, it } from "vitest";
import { paramsFromFilter, rangeEndChange, type ListFilter } from "./filters.ts";

describe("rangeEndChange: changing one end of the dates leaves the other where it is seen", () => {
  const shown = { from: "2026-10-29", to: "2026-11-28" };
  const fresh: ListFilter = { search: "" };

  it("a new From on the default range keeps the To shown (not From + 30 days)", () => {
    expect(paramsFromFilter({ ...fresh, ...rangeEndChange(fresh, shown, "from", "2026-11-01") })).toEqual({ from: "2026-11-01", to: "2026-11-28" });
  });

  it("a new To keeps the From shown", () => {
    expect(rangeEndChange(fresh, shown, "to", "2026-11-15")).toEqual({ to: "2026-11-15", from: "2026-10-29" });
  });

  it("an end already in the address wins over the page's answer", () => {
    expect(rangeEndChange({ ...fresh, to: "2026-11-20" }, shown, "from", "2026-11-01")).toEqual({ from: "2026-11-01", to: "2026-11-20" });
  });

  it("before the list answered, only the end typed is set", () => {
    expect(rangeEndChange(fresh, undefined, "from", "2026-11-01")).toEqual({ from: "2026-11-01", to: undefined });
  });
});
