// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { SearchableSelect } from "./SearchableSelect.tsx";

const sites = [
  { value: "1", label: "Lincoln High School" },
  { value: "2", label: "Washington Middle School" },
];

describe("SearchableSelect", () => {
  it("says below the field, not in an empty list, when what is typed matches nothing", async () => {
    const { user } = renderUI(<SearchableSelect label="Site" data={sites} nothingFound="No site matches" />);
    const field = screen.getByRole("combobox", { name: "Site" });
    await user.type(field, "zzz");
    expect(screen.getByText("No site matches")).toBeTruthy();
    expect(field.getAttribute("aria-describedby")).toBeTruthy();
    await user.clear(field);
    await user.type(field, "linc");
    expect(screen.queryByText("No site matches")).toBeNull();
  });

  it("keeps its own description alongside the nothing-found sentence", async () => {
    const { user } = renderUI(<SearchableSelect label="Site" description="Where the item is sold." data={sites} nothingFound="No site matches" />);
    await user.type(screen.getByRole("combobox", { name: "Site" }), "zzz");
    expect(screen.getByText(/Where the item is sold\./).textContent).toContain("No site matches");
  });
});
