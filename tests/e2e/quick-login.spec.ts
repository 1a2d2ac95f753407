import { demoAccount } from "@paydesk/tests/demo-accounts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { AppShell } from "./pages/app-shell.ts";
import { CompanySearchPage } from "./pages/control-page.ts";
import { signIn, signInAndOpen } from "./pages/login-page.ts";
import { QuickLogin } from "./pages/quick-login-page.ts";

/** Quick login (docs/product/accounts-and-roles.md): act as a site or an administrator, one click back. */
const CONTROL = demoAccount("control");
const DISTRICT = demoAccount("district");
const SCHOOL = demoAccount("school");

test("control staff act as a school from the change-site list, and return", async ({ page }) => {
  await signInAndOpen(page, CONTROL, "control");
  const shell = new AppShell(page);
  const quick = new QuickLogin(page);

  await quick.open();
  await quick.search("lincoln");
  await expect(quick.site("Lincoln High School")).toBeVisible();
  // The open list, sites and administrators named by their own text.
  await expectAccessible(page);
  await quick.site("Lincoln High School").click();

  // The site's master administrator, in their module, with the banner naming both people.
  await expect(page).toHaveURL(/\/school$/);
  await expect(quick.banner()).toBeVisible();
  await expect(quick.actingAs()).toHaveText("Sam Principal");
  await expect(quick.realUser()).toHaveText("Casey Control");
  await expect(quick.banner()).toContainText("Lincoln High School");
  await expect(shell.userName()).toHaveText("Sam Principal");
  await expect(shell.moduleBadge()).toContainText("School");
  await expect(shell.nav().getByRole("heading", { name: "Control", exact: true })).toHaveCount(0);
  // Acting as the administrator means their rights only: control screens are closed.
  await page.goto("/control/company/search");
  await expect(shell.accessDenied()).toBeVisible();
  await expect(quick.banner()).toBeVisible();

  await quick.returnTo("Casey Control");
  await expect(page).toHaveURL(/\/control$/);
  await expect(shell.userName()).toHaveText("Casey Control");
  await expect(shell.moduleBadge()).toContainText("Control");
});

test("control staff sign in as a company from company search and come back to the same search", async ({ page }) => {
  await signIn(page, CONTROL);
  const search = new CompanySearchPage(page);
  await search.goto("campus");
  await search.signInAs("Campus Spirit Wear").click();

  const quick = new QuickLogin(page);
  await expect(page).toHaveURL(/\/vendor$/);
  await expect(quick.actingAs()).toHaveText("Vera Vendor");

  await quick.returnTo("Casey Control");
  await expect(page).toHaveURL(/\/control\/company\/search\?keyword=campus$/);
  await expect(search.row("Campus Spirit Wear")).toBeVisible();
});

test("a district administrator picks among their schools and administrators only", async ({ page }) => {
  await signInAndOpen(page, DISTRICT, "school");
  const shell = new AppShell(page);
  const quick = new QuickLogin(page);

  await quick.open();
  // Their three schools (not the district itself). A school nobody administers yet is listed but
  // cannot be chosen; in the demo data only Lincoln High has administrators.
  for (const school of ["Lincoln High School", "Roosevelt Middle School", "Jefferson Elementary School"]) {
    await expect(quick.site(school)).toBeVisible();
  }
  await expect(quick.site("Lincoln High School")).toBeEnabled();
  const unavailable = quick.dialog().getByRole("button", { name: /: No administrator$/ });
  for (const entry of await unavailable.all()) await expect(entry).toBeDisabled();
  await expect(quick.site("Springfield School District")).toHaveCount(0);
  // Its schools' administrators, found by name: the list opens on the first 15 by name, and other
  // tests add administrators at Lincoln who sort before Sam. Dana herself, at the district, is not one.
  await quick.search("Sam Principal");
  await expect(quick.admin("Sam Principal")).toBeVisible();
  await quick.search("district@demo");
  await expect(quick.empty()).toBeVisible();

  // Nothing outside the district, even asked for by name.
  await quick.search("Campus Spirit");
  await expect(quick.empty()).toContainText("No sites or administrators match “Campus Spirit”");
  await quick.search("vendor@demo");
  await expect(quick.empty()).toBeVisible();

  // Keyboard: the best match is highlighted; Enter acts as it.
  await quick.search("olive");
  await expect(quick.admin("Olive Office")).toHaveAttribute("data-active", "true");
  await quick.searchField().press("Enter");
  await expect(page).toHaveURL(/\/school$/);
  await expect(quick.actingAs()).toHaveText("Olive Office");
  await expect(quick.realUser()).toHaveText("Dana District");
  await expect(shell.nav().getByText("Roles", { exact: true })).toHaveCount(0);

  // The real person's rights decide: office staff cannot change sites, Dana still can.
  await quick.open();
  await quick.search("Lincoln High");
  await quick.site("Lincoln High School").click();
  await expect(quick.actingAs()).toHaveText("Sam Principal");
  await expect(quick.realUser()).toHaveText("Dana District");

  await quick.returnTo("Dana District");
  await expect(page).toHaveURL(/\/school$/);
  await expect(shell.userName()).toHaveText("Dana District");
});

test("a single school's administrator has no change-site list", async ({ page }) => {
  await signInAndOpen(page, SCHOOL, "school");
  await expect(new AppShell(page).userName()).toHaveText("Sam Principal");
  await expect(new QuickLogin(page).changeSiteButton()).toHaveCount(0);
});
