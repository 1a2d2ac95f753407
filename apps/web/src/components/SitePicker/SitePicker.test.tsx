// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { trpc } from "../../trpc.ts";
import type { CompanySuggestion } from "../CompanySuggest/index.ts";
import { SitePicker } from "./SitePicker.tsx";

const district = { id: 1, name: "Springfield District" };
const lincoln = { id: 7, name: "Lincoln High School", kind: "SCHOOL", city: "Springfield" } as CompanySuggestion;
const lincolnCafe = { id: 9, name: "Lincoln Cafe", kind: "VENDOR", city: "Shelbyville" } as CompanySuggestion;

type Site = { id: number; name: string };

function Picker({ onChange }: { onChange: (site: Site) => void }) {
  const [site, setSite] = useState<Site>(district);
  return (
    <SitePicker
      value={site}
      onChange={(next) => {
        onChange(next);
        setSite(next);
      }}
    />
  );
}

// The server's answers are in the cache before the picker asks ("li" too, should typing be slow
// enough to ask for it; "zz" finds nothing), so no request leaves the test; the terms it asked for
// beyond those are checked.
const ANSWERS: Record<string, CompanySuggestion[]> = { li: [lincoln, lincolnCafe], lin: [lincoln, lincolnCafe], zz: [] };

function renderPicker(onChange: (site: Site) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [term, answer] of Object.entries(ANSWERS)) client.setQueryData(trpc.companies.suggest.queryKey({ term }), answer);
  const asked = () =>
    client
      .getQueryCache()
      .findAll()
      // A held-back question stays in the cache unasked: pending and idle.
      .filter((query) => !(query.state.status === "pending" && query.state.fetchStatus === "idle"))
      .map((query) => (query.queryKey[1] as { input: { term: string } }).input.term)
      .filter((term) => !(term in ANSWERS));
  return {
    asked,
    ...renderUI(
      <QueryClientProvider client={client}>
        <Picker onChange={onChange} />
      </QueryClientProvider>,
    ),
  };
}

// happy-dom lays nothing out, so the list is read from the accessibility tree with hidden nodes included.
const options = () => screen.queryAllByRole("option", { hidden: true });

describe("SitePicker", () => {
  it("shows the chosen site by name in a field named Site", () => {
    renderPicker(vi.fn());
    expect((screen.getByRole("combobox", { name: "Site" }) as HTMLInputElement).value).toBe("Springfield District");
  });

  it("offers the sites the server found for what is typed and reports the one chosen", async () => {
    const onChange = vi.fn();
    const { user, asked } = renderPicker(onChange);
    const field = screen.getByRole("combobox", { name: "Site" });
    await user.clear(field);
    await user.type(field, "lin");
    await waitFor(() => expect(options().map((o) => o.textContent)).toContain("Lincoln CafeVendor · Shelbyville"));
    // The id and city matches the server made are not filtered away again by the label.
    expect(options()).toHaveLength(3);
    await user.click(options().find((o) => o.textContent?.startsWith("Lincoln Cafe"))!);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ id: 9, name: "Lincoln Cafe" });
    expect((field as HTMLInputElement).value).toBe("Lincoln Cafe");
    // The chosen site's own name in the field asks the server nothing.
    expect(asked()).toEqual([]);
  });

  it("says how much to type while fewer than two characters are typed, and asks nothing", async () => {
    const { user, asked } = renderPicker(vi.fn());
    const field = screen.getByRole("combobox", { name: "Site" });
    await user.clear(field);
    await user.type(field, "l");
    await waitFor(() => expect(field.getAttribute("aria-describedby")).toBeTruthy());
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Type at least 2 characters of a site's name",
    );
    // The chosen site alone is not offered as if it matched the letter.
    expect(options()).toEqual([]);
    expect(asked()).toEqual([]);
  });

  it("says so when the server finds no site for what is typed", async () => {
    const { user } = renderPicker(vi.fn());
    const field = screen.getByRole("combobox", { name: "Site" });
    await user.clear(field);
    await user.type(field, "zz");
    await waitFor(() => expect(screen.getByText("No site matches")).toBeTruthy());
    expect(options()).toEqual([]);
  });

  it("keeps the chosen site among the sites found, to go back to it", async () => {
    const { user } = renderPicker(vi.fn());
    const field = screen.getByRole("combobox", { name: "Site" });
    await user.clear(field);
    await user.type(field, "lin");
    await waitFor(() => expect(options()).toHaveLength(3));
    expect(options().map((o) => o.textContent)).toContain("Springfield District");
    expect(screen.queryByText(/Type at least|No site matches|Searching/)).toBeNull();
  });

  it("puts the chosen site's name back when the field is left", async () => {
    const onChange = vi.fn();
    const { user, asked } = renderPicker(onChange);
    const field = screen.getByRole("combobox", { name: "Site" }) as HTMLInputElement;
    await user.clear(field);
    await user.type(field, "lin");
    await user.tab();
    expect(field.value).toBe("Springfield District");
    expect(onChange).not.toHaveBeenCalled();
    expect(asked()).toEqual([]);
  });
});
