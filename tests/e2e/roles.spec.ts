import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { ACL_MESSAGES } from "@paydesk/validators";
import { signIn } from "./pages/login-page.ts";
import { RolesPage } from "./pages/roles-page.ts";
import { clickSwitch } from "./pages/switch.ts";

/**
 * Roles (docs/product/accounts-and-roles.md): the list, the editor, assignment and revoke. Every role
 * made here is new and removed again; the administrator given it is office@demo.test, whose
 * built-in Office Staff role already grants what these roles do, so other tests see no change.
 */
const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");
const VENDOR = demoAccount("vendor");
const OFFICE_ADMIN = /Olive Office/;

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Answers one tRPC procedure with a broken response, to see how the page copes. */
async function breakProcedure(page: Page, procedure: string): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith("/trpc/") && url.pathname.includes(procedure),
    (route) => route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Proxy error</h1>" }),
  );
}

test("the four built-in roles come first, highlighted, and cannot be deleted", async ({ page }) => {
  await signIn(page, SCHOOL);
  const roles = new RolesPage(page);
  await roles.goto("school");
  const first = roles.rows().first();
  await expect(first).toBeVisible();
  const names = (await roles.rows().getByRole("link").allInnerTexts()).slice(0, 4);
  expect(names).toEqual(["Master Administrator", "Administrator", "Office Staff", "Read Only"]);
  for (let i = 0; i < 4; i++) await expect(roles.rows().nth(i)).toHaveAttribute("data-built-in", "true");
  await expect(roles.row("Athletics Staff")).not.toHaveAttribute("data-built-in", "true");
  // Highlighted: the built-in rows are tinted (Mantine indigo-0), the site's own are not.
  const tint = "rgb(237, 242, 255)";
  await expect(roles.rows().nth(0)).toHaveCSS("background-color", tint);
  await expect(roles.row("Athletics Staff")).not.toHaveCSS("background-color", tint);

  const menu = await roles.rowMenu("Master Administrator");
  await expect(menu.getByRole("menuitem", { name: "Built-in roles cannot be deleted" })).toBeDisabled();
});

test("create a role, assign an administrator once only, revoke after confirming, delete the role", async ({ page }) => {
  await signIn(page, SCHOOL);
  const roles = new RolesPage(page);
  const name = unique("E2E Role");
  await roles.goto("school");
  await roles.startCreate();

  // The role editor: the shared toggle shows its extra rows; select-all ticks every level.
  await roles.roleName().fill(name);
  await expect(roles.sharedRows()).toHaveCount(0);
  await clickSwitch(roles.sharedToggle());
  await expect(roles.sharedToggle()).toBeChecked();
  await expect(roles.sharedRows()).toBeVisible();
  await expect(roles.sharedRows()).toContainText("Offered at");
  await clickSwitch(roles.sharedToggle());
  await expect(roles.sharedToggle()).not.toBeChecked();
  await expect(roles.sharedRows()).toHaveCount(0);
  await roles.selectAll().check();
  await expect(page.getByText("16 of 16 selected")).toBeVisible();
  await roles.selectAll().uncheck();
  await expect(page.getByText("0 of 16 selected")).toBeVisible();
  await roles.level("Manage", "Payment items").check();
  await expect(roles.level("View", "Payment items")).toBeChecked();
  await expect(roles.selectAll()).not.toBeChecked();
  await roles.restrictTo("Yearbook");
  await page.getByRole("button", { name: "Create role" }).click();

  // After creating, a prompt offers to assign administrators.
  const prompt = roles.dialog("Role created");
  await expect(prompt).toContainText(name);
  await prompt.getByRole("button", { name: "Assign administrators" }).click();
  const dialog = roles.assignDialog();
  await expect(dialog.getByRole("combobox", { name: "Role", exact: true })).toHaveValue(name);
  await roles.chooseInDialog("Administrator", OFFICE_ADMIN);
  await dialog.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(roles.holders().filter({ hasText: "office@demo.test" })).toBeVisible();

  // An administrator already on the role cannot be added again.
  await roles.chooseInDialog("Administrator", OFFICE_ADMIN);
  await expect(dialog.getByText(ACL_MESSAGES.alreadyAssigned)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Assign", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(roles.administratorRows().filter({ hasText: "office@demo.test" })).toBeVisible();

  // A role still held cannot be deleted: the server's message shows in an alert.
  await roles.goto("school");
  await expect(roles.row(name)).toContainText("Yearbook");
  await (await roles.rowMenu(name)).getByRole("menuitem", { name: "Delete role" }).click();
  const confirmDelete = roles.dialog("Delete role?");
  await confirmDelete.getByRole("button", { name: "Delete role" }).click();
  await expect(confirmDelete.getByRole("alert")).toHaveText(ACL_MESSAGES.roleInUse);
  await confirmDelete.getByRole("button", { name: "Cancel" }).click();

  // Revoke, after a confirmation saying it cannot be undone; a failure says so.
  await roles.row(name).getByRole("link", { name }).click();
  await page.getByRole("button", { name: "Revoke Olive Office" }).click();
  const confirmRevoke = roles.dialog("Revoke role?");
  await expect(confirmRevoke).toContainText("This cannot be undone.");
  await breakProcedure(page, "roles.revoke");
  await confirmRevoke.getByRole("button", { name: "Revoke role" }).click();
  await expect(confirmRevoke.getByRole("alert")).toHaveText("Admin could not be unassigned from role.");
  await page.unrouteAll();
  await confirmRevoke.getByRole("button", { name: "Revoke role" }).click();
  await expect(confirmRevoke).toBeHidden();
  await expect(roles.administratorRows()).toHaveCount(0);

  // Now it can go.
  await roles.goto("school");
  await (await roles.rowMenu(name)).getByRole("menuitem", { name: "Delete role" }).click();
  await roles.dialog("Delete role?").getByRole("button", { name: "Delete role" }).click();
  await expect(page.getByText("Role successfully deleted.")).toBeVisible();
  await expect(roles.row(name)).toHaveCount(0);
});

test("a failed assignment and a bad role list answer show the product's messages", async ({ page }) => {
  await signIn(page, SCHOOL);
  const roles = new RolesPage(page);
  await roles.goto("school");
  await page.getByRole("button", { name: "Assign administrators" }).click();
  await roles.chooseInDialog("Role", "Read Only (built-in)");
  await roles.chooseInDialog("Administrator", OFFICE_ADMIN);
  await breakProcedure(page, "roles.assign");
  await roles.assignDialog().getByRole("button", { name: "Assign", exact: true }).click();
  await expect(roles.assignDialog().getByTestId("assign-error")).toHaveText("Something went wrong with your request");
  await page.unrouteAll();

  await breakProcedure(page, "roles.find");
  await page.reload();
  await expect(roles.listError()).toHaveText("An unexpected error occurred.");
});

test("control staff work across companies: the roles offered depend on the site chosen", async ({ page }) => {
  await signIn(page, CONTROL);
  const roles = new RolesPage(page);
  await roles.goto("control");
  await roles.chooseSite("Lincoln High School");
  await expect(roles.row("Athletics Staff")).toBeVisible();
  await expect(roles.row("District Finance")).toBeVisible();

  await page.getByRole("button", { name: "Assign administrators" }).click();
  const dialog = roles.assignDialog();
  expect(await roles.roleOptions()).toEqual(
    expect.arrayContaining(["Master Administrator (built-in)", "Athletics Staff", "District Finance"]),
  );
  await roles.chooseSite("Roosevelt Middle School", dialog);
  await expect.poll(() => roles.roleOptions()).not.toContain("Athletics Staff");
  expect(await roles.roleOptions()).toContain("District Finance");
  await roles.chooseSite("Springfield School District", dialog);
  await expect.poll(() => roles.roleOptions()).toContain("District Finance");
});

test("vendor administrators manage their own roles in the vendor module", async ({ page }) => {
  await signIn(page, VENDOR);
  const roles = new RolesPage(page);
  await roles.goto("vendor");
  await expect(roles.rows()).toHaveCount(4);
  await expect(page.getByText("Campus Spirit Wear has only the built-in roles so far.")).toBeVisible();
  await page.getByRole("link", { name: "Office Staff" }).click();
  await expect(page.getByTestId("role-read-only")).toContainText("Built-in roles cannot be changed.");
  await expect(page.getByRole("checkbox", { name: "Manage Payment items" })).toBeDisabled();
});
