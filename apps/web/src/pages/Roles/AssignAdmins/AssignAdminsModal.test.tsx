// @vitest-environment happy-dom
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { ACL_MESSAGES } from "@paydesk/validators";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { sessionQueryOptions, type Session } from "../../../lib/session.ts";
import { renderUI } from "../../../testing/render.tsx";
import { trpc } from "../../../trpc.ts";
import type { RoleUser } from "../types.ts";
import { AssignAdminsModal } from "./AssignAdminsModal.tsx";

type Outputs = inferRouterOutputs<AppRouter>;

const lincoln = { id: 7, name: "Lincoln High School" };
const yearbook = { id: 5, name: "Yearbook" };
const readOnly = { id: 4, name: "Read Only" };

const session = {
  user: { id: 1, email: "school@demo.test", name: "Sam School", kind: "ADMIN", companyId: lincoln.id },
  company: { id: lincoln.id, name: lincoln.name, kind: "SCHOOL", timeZone: "America/Chicago" },
  mustChangePassword: false,
  homeModule: "school",
  modules: ["school"],
  permissions: ["settings.manage"],
  masquerading: false,
  realUser: null,
} as unknown as Session;

const role = (r: { id: number; name: string }, isBuiltIn: boolean) =>
  ({ ...r, isBuiltIn, isShared: false, companyId: isBuiltIn ? null : lincoln.id, userCount: 0, editable: !isBuiltIn, grantable: true }) as Outputs["roles"]["validity"][number];
const admin = (id: number, name: string, email: string, roles: { id: number; name: string }[]) =>
  ({ id, name, email, companyId: lincoln.id, companyName: lincoln.name, roles, manageable: true }) as Outputs["administrators"]["find"][number];
const holder = (userId: number, name: string, email: string) =>
  ({ userId, name, email, companyId: lincoln.id, companyName: lincoln.name, assignedAt: new Date(0) }) as unknown as RoleUser;

const olive = admin(21, "Olive Office", "office@demo.test", [yearbook]);
const bert = admin(22, "Bert Bursar", "bursar@demo.test", []);

// The server's answers are in the cache before the dialog asks, so no request leaves the test.
// Assigning and revoking write on the server: that is left to the browser tests.
function renderModal(given: { id: number; name: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  client.setQueryData(sessionQueryOptions().queryKey, session);
  client.setQueryData(trpc.roles.validity.queryKey({ module: "school", companyId: lincoln.id }), [role(readOnly, true), role(yearbook, false)]);
  client.setQueryData(trpc.administrators.find.queryKey({ module: "school", companyId: lincoln.id }), [olive, bert]);
  client.setQueryData(trpc.roles.users.queryKey({ module: "school", roleId: yearbook.id, companyId: lincoln.id }), [
    holder(olive.id, olive.name, olive.email),
  ]);
  client.setQueryData(trpc.roles.users.queryKey({ module: "school", roleId: readOnly.id, companyId: lincoln.id }), []);
  return renderUI(
    <QueryClientProvider client={client}>
      <AssignAdminsModal opened onClose={vi.fn()} module="school" role={given} site={lincoln} />
    </QueryClientProvider>,
  );
}

// happy-dom lays nothing out, so the list is read from the accessibility tree with hidden nodes included.
const option = (name: RegExp) => screen.getByRole("option", { name, hidden: true });

describe("AssignAdminsModal", () => {
  it("lists the role's holders in a table named for the site and role, each with a revoke named after them", async () => {
    renderModal(yearbook);
    const table = await screen.findByRole("table", { name: "Administrators of Lincoln High School with Yearbook" });
    expect(within(table).getAllByRole("columnheader").map((header) => header.textContent)).toEqual(["Name", "Site", "Actions"]);
    const rows = within(table).getAllByTestId("role-holder");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.textContent).toContain("office@demo.test");
    expect(within(rows[0]!).getByRole("button", { name: "Revoke Olive Office" })).toBeTruthy();
  });

  it("refuses an administrator already on the role with the product's message, and takes another", async () => {
    const { user } = renderModal(yearbook);
    const assign = screen.getByRole("button", { name: "Assign" });
    expect(assign.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("combobox", { name: "Administrator" }));
    await user.click(option(/Olive Office/));
    expect(screen.getByText(ACL_MESSAGES.alreadyAssigned)).toBeTruthy();
    expect(assign.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("combobox", { name: "Administrator" }));
    await user.click(option(/Bert Bursar/));
    expect(screen.queryByText(ACL_MESSAGES.alreadyAssigned)).toBeNull();
    expect(assign.hasAttribute("disabled")).toBe(false);
  });

  it("asks before revoking, saying it cannot be undone", async () => {
    const { user } = renderModal(yearbook);
    await user.click(await screen.findByRole("button", { name: "Revoke Olive Office" }));
    const confirm = await screen.findByRole("dialog", { name: "Revoke role?" });
    expect(confirm.textContent).toContain("This cannot be undone.");
  });

  it("says so when nobody has the role yet", async () => {
    renderModal(readOnly);
    await waitFor(() => expect(screen.getByText("Nobody has this role yet.")).toBeTruthy());
    expect(screen.queryByRole("table")).toBeNull();
  });
});
