// @vitest-environment happy-dom
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useCallback, useState } from "react";
import { describe, expect, it } from "vitest";
import { renderUI } from "../../../testing/render.tsx";
import { AccountSearch, type SearchState } from "./AccountSearch.tsx";

/** The chart's page: it keeps what the field reports and counts its own renders. */
function Page({ renders }: { renders: { count: number } }) {
  renders.count += 1;
  const [search, setSearch] = useState<SearchState>({ term: "", typing: false });
  const onSearch = useCallback(
    (next: SearchState) =>
      setSearch((current) => (current.term === next.term && current.typing === next.typing ? current : next)),
    [],
  );
  return (
    <>
      <AccountSearch onSearch={onSearch} />
      <p data-testid="search">{`${search.term}|${search.typing ? "typing" : "idle"}`}</p>
    </>
  );
}

describe("AccountSearch", () => {
  it("tells the page when typing starts and what to search once it stops, not every keystroke", async () => {
    const renders = { count: 0 };
    renderUI(<Page renders={renders} />);
    // Keystrokes without pauses between them: however slow the machine, typing ends before the debounce does.
    const user = userEvent.setup({ delay: null });
    const before = renders.count;
    await user.type(screen.getByRole("textbox", { name: "Search" }), " Athletics");
    expect(screen.getByTestId("search").textContent).toBe("|typing");
    await waitFor(() => expect(screen.getByTestId("search").textContent).toBe("Athletics|idle"));
    // Typing started, then the term arrived with typing over: two renders for ten keystrokes.
    expect(renders.count - before).toBe(2);
  });
});
