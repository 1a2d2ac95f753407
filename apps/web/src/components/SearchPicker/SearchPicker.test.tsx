// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { SearchPicker, type PickerChoice } from "./SearchPicker.tsx";

const students: PickerChoice[] = [
  { value: "11", label: "Ada Lovelace" },
  { value: "12", label: "Alan Turing" },
  { value: "13", label: "Grace Hopper" },
];

/** Choices the way a query hook gives them: nothing for an empty term, the matches for the term searched. */
function choicesFor(terms: string[]) {
  return (term: string) => {
    terms.push(term);
    const choices = term ? students.filter((s) => s.label.toLowerCase().includes(term.toLowerCase())) : [];
    return { choices, loading: false };
  };
}

// happy-dom lays nothing out, so the dropdown stays display:none: its options are read with hidden ones included.
const options = () => screen.queryAllByRole("option", { hidden: true }).map((option) => option.textContent);

describe("SearchPicker", () => {
  it("searches the typed term, trimmed and once typing pauses, and says when nothing matches", async () => {
    const terms: string[] = [];
    const { user } = renderUI(
      <SearchPicker label="Student" placeholder="Type a name" debounceMs={50} useChoices={choicesFor(terms)} onPick={vi.fn()} />,
    );
    const field = screen.getByRole("combobox", { name: "Student" });
    expect(field.getAttribute("placeholder")).toBe("Type a name");
    await user.type(field, " al ");
    await waitFor(() => expect(options()).toEqual(["Alan Turing"]));
    expect(terms).toContain("al");
    expect(terms).not.toContain(" al ");

    await user.clear(field);
    await user.type(field, "zzz");
    await waitFor(() => expect(screen.getByText("Nothing matches")).toBeTruthy());
    expect(options()).toEqual([]);
  });

  it("says it is searching while the choices are on their way", async () => {
    const terms: string[] = [];
    const stillLoading = (term: string) => {
      terms.push(term);
      return { choices: [], loading: true };
    };
    const { user } = renderUI(
      <SearchPicker label="Student" placeholder="Type a name" debounceMs={10} useChoices={stillLoading} onPick={vi.fn()} />,
    );
    await user.type(screen.getByRole("combobox", { name: "Student" }), "zzz");
    await waitFor(() => expect(terms).toContain("zzz"));
    expect(screen.getByText("Searching…")).toBeTruthy();
    expect(screen.queryByText("Nothing matches")).toBeNull();
  });

  it("hands over the picked choice and empties itself for the next one", async () => {
    const onPick = vi.fn();
    const { user } = renderUI(
      <SearchPicker label="Student" placeholder="Type a name" debounceMs={10} useChoices={choicesFor([])} onPick={onPick} />,
    );
    const field = screen.getByRole("combobox", { name: "Student" }) as HTMLInputElement;
    await user.type(field, "grace");
    await waitFor(() => expect(options()).toEqual(["Grace Hopper"]));
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onPick).toHaveBeenCalledExactlyOnceWith({ value: "13", label: "Grace Hopper" });
    expect(field.value).toBe("");
  });
});
