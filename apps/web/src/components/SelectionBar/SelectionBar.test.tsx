// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { IconTrash } from "@tabler/icons-react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { SelectionAction, SelectionBar } from "./SelectionBar.tsx";

describe("SelectionBar", () => {
  it("shows nothing while no row is selected", () => {
    renderUI(
      <SelectionBar count={0} onClear={() => {}}>
        <SelectionAction icon={IconTrash} onClick={() => {}}>
          Delete
        </SelectionAction>
      </SelectionBar>,
    );
    expect(screen.queryByText(/selected/)).toBeNull();
    expect(screen.queryAllByRole("button")).toEqual([]);
  });

  it("says how many rows are selected and clears them", async () => {
    const onClear = vi.fn();
    const { user } = renderUI(<SelectionBar count={3} onClear={onClear}>{null}</SelectionBar>);
    expect(screen.getByText("3 selected")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("offers its mass actions as buttons named by their words, from the keyboard too", async () => {
    const onDelete = vi.fn();
    const onClear = vi.fn();
    const { user } = renderUI(
      <SelectionBar count={2} onClear={onClear}>
        <SelectionAction icon={IconTrash} color="red" onClick={onDelete}>
          Delete
        </SelectionAction>
      </SelectionBar>,
    );
    const remove = screen.getByRole("button", { name: "Delete" });
    remove.focus();
    await user.keyboard("{Enter}");
    expect(onDelete).toHaveBeenCalledOnce();
    expect(onClear).not.toHaveBeenCalled();
  });

  it("holds a loading action back from a second click", async () => {
    const onDelete = vi.fn();
    const { user } = renderUI(
      <SelectionBar count={2} onClear={() => {}}>
        <SelectionAction icon={IconTrash} loading onClick={onDelete}>
          Delete
        </SelectionAction>
      </SelectionBar>,
    );
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(onDelete).not.toHaveBeenCalled();
  });
});
