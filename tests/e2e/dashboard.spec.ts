import { demoAccount } from "@paydesk/tests/demo-accounts";
import { AUTH_MESSAGES, DASHBOARD_MESSAGES } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { DashboardPage, dashboardWithoutReports } from "./pages/dashboard-page.ts";
import { signIn } from "./pages/login-page.ts";
import { checkSale } from "./pages/terminal-sale.ts";

const SCHOOL = demoAccount("school");
const MONEY_WIDGETS = ["txn", "leaderboard-topschools", "sales-by-item", "sales-by-method", "fees-collected", "txn-first"];

test("every widget loads over the seeded orders; the latest transaction follows a new sale within 15 s, stops after 5 minutes and refreshes on demand", async ({ page }) => {
  test.slow(); // a shared two-core machine: eight widgets and a sale
  // The page's timers run on a clock the test can move (the 15 s poll, the 5 minute limit).
  await page.clock.install();
  await signIn(page, SCHOOL);
  const dashboard = new DashboardPage(page);
  await dashboard.goto("school");

  // 90 days of demo orders: the last 30 days hold some, with money, a chart and a leader.
  await expect(dashboard.widget("txn").getByTestId("txn-orders")).not.toHaveText("0", { timeout: 30_000 });
  await expect(dashboard.widget("txn").getByRole("img", { name: /Amount collected per day/ })).toBeVisible();
  await expect(dashboard.widget("leaderboard-topschools").getByRole("cell", { name: "Lincoln High School" })).toBeVisible();
  await expect(dashboard.widget("sales-by-method").getByRole("cell", { name: "Card" })).toBeVisible();
  await expect(dashboard.widget("fees-collected").getByTestId("fees-amount")).toHaveText(/^\$/);
  await expect(dashboard.widget("items-selling-out").getByRole("heading", { name: "Items selling out" })).toBeVisible();
  await expect(dashboard.widget("tweets").getByTestId("tweet-message")).not.toBeEmpty();
  await expect(page.getByTestId("widget-failed")).toHaveCount(0);
  await expect(dashboard.latest()).toBeVisible();
  await expect(page.getByTestId("latest-live")).toBeVisible();

  // A sale at the terminal: the next ask, 15 s on, shows it.
  const sale = await checkSale(page.request, `77${Date.now() % 100000}`);
  await expect(dashboard.latest()).not.toHaveAttribute("data-order-id", String(sale.orderId));
  await page.clock.fastForward(15_000);
  await expect(dashboard.latest()).toHaveAttribute("data-order-id", String(sale.orderId));
  await expect(dashboard.latest()).toContainText("Chuck Check");
  // The number people read is the order number every other screen shows, never the payment's id.
  await expect(dashboard.latest()).toContainText(`#${sale.orderId}`);

  // Five minutes on, it stops asking and offers a refresh, which starts it again.
  await page.clock.fastForward(5 * 60_000);
  const refresh = page.getByTestId("latest-refresh");
  await expect(refresh).toBeVisible();
  await refresh.click();
  await expect(page.getByTestId("latest-live")).toBeVisible();

  // Another range: the address keeps it and the widgets answer for it.
  await dashboard.chooseRange("7 days");
  await expect(page).toHaveURL(/date_range=7d/);
  await expect(dashboard.widget("txn").getByTestId("txn-orders")).not.toHaveText("0");
});

test("a role without reports sees the access-denied message in each money widget while items selling out and the news load", async ({ page, browser, baseURL }) => {
  test.slow();
  await signIn(page, SCHOOL);
  const email = `dash-viewer-${Date.now().toString(36)}@e2e.test`;
  await dashboardWithoutReports(page.request, email, "Dash-Viewer-1");

  const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
  const viewer = await context.newPage();
  try {
    await signIn(viewer, { email, password: "Dash-Viewer-1" });
    const dashboard = new DashboardPage(viewer);
    await dashboard.goto("school");
    for (const name of MONEY_WIDGETS) {
      await expect(dashboard.widget(name).getByTestId("widget-denied")).toHaveText(AUTH_MESSAGES.accessDenied, { timeout: 30_000 });
    }
    await expect(dashboard.widget("items-selling-out").getByTestId("widget-denied")).toHaveCount(0);
    await expect(dashboard.widget("items-selling-out").getByRole("table").or(dashboard.widget("items-selling-out").getByText("No item is close to selling out."))).toBeVisible();
    // Reduced motion: the news does not rotate by itself until asked to.
    await expect(dashboard.widget("tweets").getByTestId("tweet-feed")).toHaveAttribute("data-paused", "true");
    await dashboard.widget("tweets").getByRole("button", { name: "Next news" }).click();
    await expect(dashboard.widget("tweets").getByTestId("tweet-message")).not.toBeEmpty();
  } finally {
    await context.close();
  }
});

test("a widget whose server call fails shows the product's message in place while the other widgets load", async ({ page }) => {
  test.slow(); // the failing call is retried twice before the widget gives up
  await signIn(page, SCHOOL);
  const dashboard = new DashboardPage(page);
  await dashboard.failProcedure("dashboard.topSchools");
  await dashboard.goto("school");

  const failed = dashboard.widget("leaderboard-topschools").getByTestId("widget-failed");
  await expect(failed).toContainText(DASHBOARD_MESSAGES.widgetFailed, { timeout: 30_000 });
  await expect(failed.getByRole("button", { name: "Try again" })).toBeVisible();
  await expect(page.getByTestId("widget-failed")).toHaveCount(1);
  await expect(dashboard.widget("txn").getByTestId("txn-orders")).not.toHaveText("0");
  await expect(dashboard.widget("sales-by-method").getByRole("cell", { name: "Card" })).toBeVisible();
  await expect(dashboard.widget("tweets").getByTestId("tweet-message")).not.toBeEmpty();
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();

  // The server answers again: Try again loads the widget in place.
  await page.unrouteAll({ behavior: "wait" });
  await failed.getByRole("button", { name: "Try again" }).click();
  await expect(dashboard.widget("leaderboard-topschools").getByRole("cell", { name: "Lincoln High School" })).toBeVisible();
  await expect(page.getByTestId("widget-failed")).toHaveCount(0);
});
