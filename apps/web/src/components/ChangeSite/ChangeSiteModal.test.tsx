// @vitest-environment happy-dom
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUI } from "../../testing/render.tsx";
import { trpc } from "../../trpc.ts";
import { ChangeSiteModal } from "./ChangeSiteModal.tsx";

type Option = inferRouterOutputs<AppRouter>["masquerade"]["search"][number];

const northHigh: Option = {
  kind: "site",
  name: "North High",
  target: { target: "company", companyId: 11 },
  description: "School",
  unavailableReason: null,
};
const emptyElementary: Option = {
  kind: "site",
  name: "Empty Elementary",
  target: { target: "company", companyId: 12 },
  description: "School",
  unavailableReason: "No administrator",
};
const northMaster: Option = {
  kind: "admin",
  name: "Nora North",
  target: { target: "user", userId: 21 },
  description: "nora@north.test · North High",
  unavailableReason: null,
};

// The server's answers are in the cache before the list asks, so no request leaves the test.
// Choosing an entry starts a session as someone else on the server: that is left to the browser tests.
function renderModal(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const answer = (searchKey: string, options: Option[]) =>
    client.setQueryData(trpc.masquerade.search.queryKey({ module: "school", searchKey }), options);
  answer("", [northHigh, emptyElementary, northMaster]);
  answer("nora", [northMaster]);
  answer("zzz", []);
  return {
    onClose,
    ...renderUI(
      <QueryClientProvider client={client}>
        <ChangeSiteModal opened onClose={onClose} module="school" masquerading={false} />
      </QueryClientProvider>,
    ),
  };
}

const listed = () => within(screen.getByRole("list", { name: "Sites and administrators" })).getAllByRole("button");
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * The entries by accessible name (the avatar's initials are hidden from it), in the list's order.
 * The name and the description are blocks, so the name is computed with a space between them and
 * the separators ("North High , School"): that space is not held against it.
 */
function entries(names: string[]) {
  const pattern = (name: string) => new RegExp(`^${name.split(/(?=[,:])/).map(escape).join("\\s*")}$`);
  const buttons = names.map((name) => screen.getByRole("button", { name: pattern(name) }));
  expect(listed()).toEqual(buttons);
  return buttons.map((button) => (button.hasAttribute("disabled") ? "disabled" : "choosable"));
}

describe("ChangeSiteModal", () => {
  it("lists the sites, then the administrators, each named with its kind, a site without one not choosable", async () => {
    renderModal();
    expect(await screen.findByRole("dialog", { name: "Change site" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Search sites and administrators" })).toBeTruthy();
    expect(
      entries([
        "Site North High, School",
        "Site Empty Elementary, School: No administrator",
        "Administrator Nora North, nora@north.test · North High",
      ]),
    ).toEqual(["choosable", "disabled", "choosable"]);
  });

  it("shows what the server found for the words typed, or says nothing matches", async () => {
    const { user } = renderModal();
    const search = await screen.findByRole("textbox", { name: "Search sites and administrators" });
    await user.type(search, "nora");
    await vi.waitFor(() => expect(entries(["Administrator Nora North, nora@north.test · North High"])).toEqual(["choosable"]));
    await user.clear(search);
    await user.type(search, "zzz");
    expect(await screen.findByText("No sites or administrators match “zzz”.")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Sites and administrators" })).toBeNull();
  });

  it("closes on Escape, leaving the search empty for next time", async () => {
    const { user, onClose } = renderModal();
    const search = await screen.findByRole("textbox", { name: "Search sites and administrators" });
    await user.type(search, "nora");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
    expect((search as HTMLInputElement).value).toBe("");
  });
});
