import type { Locator, Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { newOfficeClerk } from "./pages/clerk.ts";
import { searchAnswered } from "./pages/combobox.ts";
import type { Account } from "./pages/login-page.ts";
import { TerminalOfficePage } from "./pages/terminal-pages.ts";

/**
 * A sale at the office terminal by keyboard alone (issue: the office at the counter): signed in,
 * the terminal reached, an item picked, added to the cart, paid in cash, the receipt shown, with
 * nothing but key presses. Each step counts its Tab presses and checks where the focus landed, so
 * a page that drops the focus to its body, or puts its fields behind the chrome, fails here.
 */
let OFFICE: Account;
test.beforeAll(async ({ playwright }, info) => {
  OFFICE = await newOfficeClerk(playwright, info);
});
const LAB_FEE = "Chemistry Lab Fee";

// The tests share this file's clerk and so one terminal cart: one after the other.
test.describe.configure({ mode: "serial", timeout: 180_000 });

/** Whether `target` (or one of the elements it matches) holds the focus now. */
async function isFocused(page: Page, target: Locator): Promise<boolean> {
  return (await target.and(page.locator(":focus")).count()) > 0;
}

/** Press Tab until `target` (any element it matches) has the focus, at most `max` times; answers how many presses it took. */
async function tabTo(page: Page, target: Locator, max: number): Promise<number> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press("Tab");
    if (await isFocused(page, target)) return presses;
  }
  const focused = String(await page.evaluate("document.activeElement?.outerHTML.slice(0, 200) ?? 'nothing'"));
  throw new Error(`${max} Tab presses did not reach ${target}; the focus is on ${focused}`);
}

/** The focused element draws an outline or a ring the eye can find (WCAG 2.4.7). */
async function expectVisibleFocus(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  // An expression evaluated in the page (this package compiles without the DOM's types).
  const ring = String(
    await page.evaluate(
      "(() => { const style = getComputedStyle(document.activeElement); return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? 'outline' : style.boxShadow !== 'none' ? 'shadow' : 'none'; })()",
    ),
  );
  expect(ring).not.toBe("none");
}

test("a cash sale by keyboard alone: few Tabs, and the focus goes where the sale goes next", async ({ page }) => {
  // Start from an empty terminal cart (the legacy call, not part of the sale).
  await page.goto("/login");
  const email = page.getByLabel("E-mail address");
  await expect(email).toBeFocused();
  await page.keyboard.type(OFFICE.email);
  expect(await tabTo(page, page.getByLabel("Password", { exact: true }), 1)).toBe(1);
  await page.keyboard.type(OFFICE.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/school(\/|$)/);
  await new TerminalOfficePage(page).emptyCart();

  // The home page: the terminal is a few Tabs away (its link on the page, or in the menu).
  const terminalLink = page.getByRole("link", { name: /^Virtual terminal/ });
  await expect(terminalLink.first()).toBeVisible();
  const toTerminal = await tabTo(page, terminalLink, 15);
  expect(toTerminal).toBeLessThanOrEqual(15);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Virtual terminal", level: 1 })).toBeVisible();

  // The terminal's fields come first: the tab list, then the Item field.
  const item = page.getByRole("combobox", { name: "Item" });
  expect(await tabTo(page, item, 2)).toBeLessThanOrEqual(2);
  await page.keyboard.type("Chemistry Lab");
  await expect(page.getByRole("option").first()).toHaveText(new RegExp(`^${LAB_FEE} \\(`), { timeout: 20_000 });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");

  // Picking the item moves the focus to its first field, the student; the search's "no match" is gone.
  const panel = page.getByTestId("add-item-panel");
  await expect(panel.getByRole("heading", { name: LAB_FEE })).toBeVisible();
  const student = panel.getByRole("combobox", { name: "Student" });
  await expect(student).toBeFocused();
  await expect(page.getByText("No payable item matches")).toHaveCount(0);
  // The list keeps the last search's students until the answer for the typed text replaces
  // them: the arrow keys act on the list once that answer is in.
  const answered = searchAnswered(page, "students.forCompany", "no student");
  await page.keyboard.type("no student");
  await answered;
  await expect(page.getByRole("option").first()).toHaveText("NA (no student)", { timeout: 20_000 });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(student).toHaveValue("NA (no student)");

  const addButton = panel.getByRole("button", { name: "Add to cart" });
  // The quantity and the item's custom fields come first (the lab fee asks a GL reference).
  expect(await tabTo(page, addButton, 5)).toBeLessThanOrEqual(5);
  await expectVisibleFocus(page, addButton);
  await page.keyboard.press("Enter");

  // Added: the Item field is empty and focused for the next item; the cart and its Check out are the next Tabs.
  await expect(page.getByTestId("item-added")).toHaveText("The item was added to the cart.");
  await expect(item).toBeFocused();
  await expect(item).toHaveValue("");
  await expect(page.getByText("No payable item matches")).toHaveCount(0);
  const checkOut = page.getByRole("link", { name: "Check out" });
  await expect(checkOut).toBeVisible();
  expect(await tabTo(page, checkOut, 2)).toBeLessThanOrEqual(2);
  await expectVisibleFocus(page, checkOut);
  await page.keyboard.press("Enter");

  // The payment step: the chosen method has the focus; ↓ chooses Cash.
  await expect(page.getByRole("heading", { name: "Payment", level: 1 })).toBeVisible();
  const form = page.getByRole("form", { name: "Payment" });
  await expect(form.getByRole("radio", { name: "Card", exact: true })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(form.getByRole("radio", { name: "Cash", exact: true })).toBeChecked();
  expect(await tabTo(page, form.getByLabel("Payer name"), 1)).toBe(1);
  await page.keyboard.type("Kay Board");
  expect(await tabTo(page, form.getByLabel("Postal code"), 1)).toBe(1);
  await page.keyboard.type("62701");
  // Enter in a field places the order: the review opens with Pay focused.
  await page.keyboard.press("Enter");
  const modal = page.getByRole("dialog", { name: "Confirm payment" });
  const pay = modal.getByRole("button", { name: "Pay $25.00" });
  await expect(pay).toBeFocused();
  await page.keyboard.press("Enter");

  // The receipt: its heading has the focus; the notice of the add is not carried onto it.
  await expect(page.getByRole("heading", { name: "Payment received", level: 1 })).toBeVisible({ timeout: 30_000 });
  const receiptHeading = page.getByRole("heading", { name: /^Receipt for order \d+$/ });
  await expect(receiptHeading).toBeFocused({ timeout: 20_000 });
  await expect(page.getByTestId("receipt-payer")).toHaveText("Kay Board");
  await expect(page.getByText("The item was added to the cart.")).toHaveCount(0);
  await expectAccessible(page);
});

test("the skip link is the first Tab of a loaded page, shows itself, and leads to the terminal's fields", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail address").fill(OFFICE.email);
  await page.getByLabel("Password", { exact: true }).fill(OFFICE.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/school(\/|$)/);

  const office = new TerminalOfficePage(page);
  await office.goto();
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).not.toBeInViewport();
  expect(await tabTo(page, skip, 1)).toBe(1);
  await expect(skip).toBeInViewport();
  await expectVisibleFocus(page, skip);
  await page.keyboard.press("Enter");
  await expect(page.locator("#main-content")).toBeFocused();
  expect(await tabTo(page, page.getByRole("combobox", { name: "Item" }), 2)).toBeLessThanOrEqual(2);
});
