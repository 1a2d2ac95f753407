// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import type { Icon, IconProps } from "@tabler/icons-react";
import { describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import type { MenuGroup } from "../../navigation/menu.ts";
import { renderUI } from "../../testing/render.tsx";
import { MenuGroups } from "./SideNav.tsx";

/** How often each link's icon was drawn, by the link's path: an icon is drawn with its link. */
const drawn: Record<string, number> = {};
function countingIcon(path: string): Icon {
  const CountingIcon = (props: IconProps) => {
    drawn[path] = (drawn[path] ?? 0) + 1;
    return <svg aria-hidden={props["aria-hidden"]} />;
  };
  return CountingIcon as unknown as Icon;
}

const PATHS = ["", "items", "coa", "terminal", "reports", "roles"];
const GROUPS: MenuGroup[] = [
  { label: null, entries: [{ label: "Home", path: "", icon: countingIcon(""), ready: true }] },
  {
    label: "Payments",
    entries: PATHS.slice(1, 4).map((path) => ({ label: `Screen ${path}`, path, icon: countingIcon(path), ready: true })),
  },
  {
    label: "Account",
    entries: PATHS.slice(4).map((path) => ({ label: `Screen ${path}`, path, icon: countingIcon(path), ready: true })),
  },
];

function GoTo({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      go {to}
    </button>
  );
}

function renderMenu(at: string) {
  for (const path of PATHS) drawn[path] = 0;
  const page = (
    <>
      <MenuGroups groups={GROUPS} module="school" />
      {["/school/items", "/school/items?q=ada", "/school/coa", "/school"].map((to) => (
        <GoTo key={to} to={to} />
      ))}
    </>
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [at] });
  return renderUI(<RouterProvider router={router} />);
}

const current = () => screen.getAllByRole("link").filter((link) => link.getAttribute("aria-current") === "page").map((link) => link.textContent);

describe("MenuGroups", () => {
  it("marks the current page's link and draws again only the links whose state changed", async () => {
    const { user } = renderMenu("/school");
    expect(current()).toEqual(["Home"]);
    expect(Object.values(drawn).every((times) => times === 1)).toBe(true);

    await user.click(screen.getByRole("button", { name: "go /school/items" }));
    expect(current()).toEqual(["Screen items"]);
    expect(drawn).toEqual({ "": 2, items: 2, coa: 1, terminal: 1, reports: 1, roles: 1 });

    // A list writing its search into the address changes no link.
    await user.click(screen.getByRole("button", { name: "go /school/items?q=ada" }));
    expect(current()).toEqual(["Screen items"]);
    expect(drawn).toEqual({ "": 2, items: 2, coa: 1, terminal: 1, reports: 1, roles: 1 });

    await user.click(screen.getByRole("button", { name: "go /school/coa" }));
    expect(current()).toEqual(["Screen coa"]);
    expect(drawn).toEqual({ "": 2, items: 3, coa: 2, terminal: 1, reports: 1, roles: 1 });
  });

  it("keeps a screen's link current below it, and Home only on the home page", async () => {
    renderMenu("/school/items/42/edit");
    expect(current()).toEqual(["Screen items"]);
  });
});
