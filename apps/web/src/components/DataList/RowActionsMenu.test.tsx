// @vitest-environment happy-dom
import { Menu } from "@mantine/core";
import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { RowActionsMenu } from "./RowActionsMenu.tsx";

// happy-dom lays nothing out, so the menu's dropdown opens without a position and stays display:none:
// its entries are read from the accessibility tree with hidden ones included.
const entries = () => screen.queryAllByRole("menuitem", { hidden: true });

describe("RowActionsMenu", () => {
  it("is one button named for its row, whose menu holds the row's actions", async () => {
    const onEdit = vi.fn();
    const { user } = renderUI(
      <RowActionsMenu name="Ada Lovelace">
        <Menu.Item onClick={onEdit}>Edit</Menu.Item>
        <Menu.Item>Set password</Menu.Item>
      </RowActionsMenu>,
    );
    const button = screen.getByRole("button", { name: "Actions for Ada Lovelace" });
    expect(entries()).toEqual([]);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(entries().map((item) => item.textContent)).toEqual(["Edit", "Set password"]);
    entries()[0]!.click();
    expect(onEdit).toHaveBeenCalledOnce();
  });

  it("opens from the keyboard", async () => {
    const { user } = renderUI(
      <RowActionsMenu name="Ada Lovelace">
        <Menu.Item>Edit</Menu.Item>
      </RowActionsMenu>,
    );
    const button = screen.getByRole("button", { name: "Actions for Ada Lovelace" });
    button.focus();
    await user.keyboard("{Enter}");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(entries().map((item) => item.textContent)).toEqual(["Edit"]);
  });
});
