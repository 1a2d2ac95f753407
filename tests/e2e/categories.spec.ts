import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, test } from "./fixtures.ts";
import { AdminApi, uniqueAdminEmail } from "./pages/administrators-page.ts";
import { signIn } from "./pages/login-page.ts";
import { CategoriesPage } from "./pages/categories-page.ts";
import { ItemApi } from "./pages/item-lists-page.ts";
import { RolesPage } from "./pages/roles-page.ts";
import { trpcCall } from "./pages/trpc-call.ts";

/**
 * Categories (docs/product/accounts-and-roles.md): the form whose role mirrors the category name,
 * and the guided delete with both kinds of conflict. Everything the delete touches is made by the
 * test: the category deleted, a team category of its own whose two items lend it its item conflict, and the
 * administrator whose role is reassigned (the seed's categories, items and accounts, which other
 * tests read meanwhile, are left alone).
 */
const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test("the category form's role name mirrors the category name as it is typed", async ({ page }) => {
  await signIn(page, SCHOOL);
  const categories = new CategoriesPage(page);
  await categories.goto("school");
  await page.getByRole("link", { name: "Create category" }).click();
  await categories.categoryName().click();
  for (const [typed, soFar] of [
    ["Dr", "Dr"],
    ["ama", "Drama"],
    [" Club", "Drama Club"],
  ]) {
    await categories.categoryName().pressSequentially(typed!);
    await expect(categories.roleName()).toHaveValue(soFar!);
  }
  // Once the role name is edited by hand it stops following.
  await categories.roleName().fill("Drama Coaches");
  await categories.categoryName().press("End");
  await categories.categoryName().pressSequentially("s");
  await expect(categories.categoryName()).toHaveValue("Drama Clubs");
  await expect(categories.roleName()).toHaveValue("Drama Coaches");
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(categories.row("Drama Clubs")).toHaveCount(0);
});

test("guided delete: item conflicts moved all at once and one by one, role conflicts fixed by reassigning and removing", async ({
  page,
}) => {
  // Three categories, two roles and an administrator made and undone through the screens.
  test.setTimeout(120_000);
  await signIn(page, SCHOOL);
  const categories = new CategoriesPage(page);
  const roles = new RolesPage(page);
  const name = unique("E2E Sports");
  // The team category and its two items, made over the app's own API.
  const team = unique("E2E Team");
  const { category } = await trpcCall<{ category: { id: number } }>(
    page.request,
    "categories.create",
    { module: "school", name: team },
    "POST",
  );
  const items = new ItemApi(page.request);
  const pass = await items.create({ title: `${team} Season Pass`, categoryId: category.id });
  const camp = await items.create({ title: `${team} Camp`, categoryId: category.id });
  // The administrator given the new category's role, an office clerk of the test's own.
  const admins = new AdminApi(page.request);
  const keeper = { firstName: "Kit", lastName: `Keeper ${Date.now().toString(36)}`, email: uniqueAdminEmail("category-keeper") };
  await admins.createAdmin(
    "school",
    { ...keeper, companyId: await admins.companyId(), roleIds: [3], applications: ["school"] },
    "Keeper-Pass-1",
  );
  const keeperName = `${keeper.firstName} ${keeper.lastName}`;

  // A new category with its mirrored role, then the prompt to assign administrators to that role.
  await categories.goto("school");
  await page.getByRole("link", { name: "Create category" }).click();
  await categories.categoryName().fill(name);
  await expect(categories.roleName()).toHaveValue(name);
  await page.getByRole("button", { name: "Create category" }).click();
  await expect(roles.dialog("Role created")).toContainText(name);
  await roles.dialog("Role created").getByRole("button", { name: "Assign administrators" }).click();
  await roles.chooseInDialog("Administrator", new RegExp(keeperName));
  await roles.assignDialog().getByRole("button", { name: "Assign", exact: true }).click();
  await expect(roles.holders().filter({ hasText: keeper.email })).toBeVisible();
  await roles.assignDialog().getByRole("button", { name: "Done" }).click();
  await expect(categories.row(name)).toBeVisible();

  // A second role restricted to the new category and to Fees.
  await roles.goto("school");
  await roles.startCreate();
  const twoCategories = `${name} and Fees`;
  await roles.roleName().fill(twoCategories);
  await roles.level("View", "Payment items").check();
  await roles.restrictTo(name);
  await roles.restrictTo("Fees");
  await page.getByRole("button", { name: "Create role" }).click();
  await roles.dialog("Role created").getByRole("button", { name: "Not now" }).click();

  // Lend the new category an item conflict: the team category's items move to it, all at once.
  await categories.goto("school");
  await categories.startDelete(team);
  await expect(categories.itemsConflict()).toContainText(`2 items use ${team}`);
  await expect(categories.button("Next: check roles")).toBeDisabled();
  await categories.chooseTarget(categories.moveAllTarget(), name);
  await categories.button("Move all items").click();
  await expect(categories.itemsClear()).toBeVisible();

  // Now delete the new category, step by step.
  await categories.goto("school");
  await expect(categories.row(name)).toContainText("2");
  await categories.startDelete(name);
  await expect(categories.itemsConflict()).toContainText(`2 items use ${name}`);
  await expect(categories.button("Delete category")).toHaveCount(0);
  await categories.moveMode("One by one");
  await categories.chooseTarget(categories.itemTarget(pass.title), team);
  await categories.chooseTarget(categories.itemTarget(camp.title), team);
  await categories.button("Move selected items").click();
  await expect(categories.itemsClear()).toBeVisible();
  await categories.button("Next: check roles").click();

  // Step two: the mirrored role holds only this category and has an administrator.
  await expect(categories.rolesConflict()).toContainText("2 roles are restricted to");
  await expect(categories.conflictRole(twoCategories)).toContainText("The category is removed from the role");
  const mirrored = page.getByTestId("conflict-role").filter({ hasNotText: "and Fees" });
  await expect(mirrored).toContainText("Reassign its 1 administrator first");
  await expect(mirrored.getByRole("checkbox")).toBeDisabled();
  await expect(categories.button("Next: delete")).toBeDisabled();

  await categories.chooseNewRole(keeperName, "Office Staff");
  await categories.button("Reassign selected administrators").click();
  await expect(page.getByText("1 administrator moved to another role.")).toBeVisible();
  await expect(mirrored).toContainText("The role is deleted: it has no other category");
  await mirrored.getByRole("checkbox").check();
  await categories.conflictRole(twoCategories).getByRole("checkbox").check();
  await categories.button("Remove category from selected roles").click();
  await expect(categories.rolesClear()).toBeVisible();

  // Only now is the delete offered.
  await categories.button("Next: delete").click();
  await categories.button("Delete category").click();
  await expect(page).toHaveURL(/\/school\/access-control\/categories\/deleted/);
  await expect(page.getByTestId("category-deleted")).toContainText(`“${name}” has been deleted.`);

  // The team category has its items back; the role with Fees kept Fees; the mirrored role is gone.
  await page.getByRole("link", { name: "Back to categories" }).click();
  await expect(categories.row(name)).toHaveCount(0);
  await expect(categories.row(team).getByRole("cell").nth(1)).toHaveText("2");
  await roles.goto("school");
  await expect(roles.row(name)).toHaveCount(0);
  await expect(roles.row(twoCategories)).toContainText("Fees");
  await (await roles.rowMenu(twoCategories)).getByRole("menuitem", { name: "Delete role" }).click();
  await roles.dialog("Delete role?").getByRole("button", { name: "Delete role" }).click();
  await expect(page.getByText("Role successfully deleted.")).toBeVisible();
});

test("control staff see another company's categories", async ({ page }) => {
  await signIn(page, CONTROL);
  const categories = new CategoriesPage(page);
  await categories.goto("control");
  await new RolesPage(page).chooseSite("Campus Spirit Wear");
  await expect(categories.row("Apparel")).toBeVisible();
  await expect(categories.rows()).toHaveCount(1);
});
