import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { trpcCall } from "./trpc-call.ts";

/** The dashboard, /{module}/dashboard: its widgets by their legacy names (txn, leaderboard-topschools, …). */
export class DashboardPage {
  constructor(private readonly page: Page) {}

  async goto(module: string, query = ""): Promise<void> {
    await this.page.goto(`/${module}/dashboard${query}`);
    await expect(this.page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  }

  widget(name: string): Locator {
    return this.page.locator(`[data-widget="${name}"]`);
  }

  /** The range control (today, 7 days, …). */
  async chooseRange(label: string): Promise<void> {
    await this.page.getByRole("radiogroup", { name: "Date range" }).getByText(label, { exact: true }).click();
  }

  latest(): Locator {
    return this.page.getByTestId("latest-txn");
  }
}

/**
 * A school administrator whose only role grants the dashboard and the items (no reports), made
 * by the signed-in master administrator of `request` through the app's own procedures.
 */
export async function dashboardWithoutReports(request: APIRequestContext, email: string, password: string): Promise<void> {
  const call = <T>(procedure: string, input: unknown, method: "GET" | "POST") => trpcCall<T>(request, procedure, input, method);
  const session = await call<{ user: { companyId: number } }>("auth.session", undefined, "GET");
  const role = await call<{ id: number }>(
    "roles.create",
    { module: "school", name: `Dashboard viewers ${Date.now().toString(36)}`, permissions: ["dashboard.view", "items.view"] },
    "POST",
  );
  await call(
    "administrators.create",
    {
      module: "school",
      admin: { companyId: session.user.companyId, roleIds: [role.id], firstName: "Dana", lastName: "Dashboard", email, applications: ["school"] },
      password: { passwordMode: "manual", password },
      sendEmail: false,
      requireChange: false,
    },
    "POST",
  );
}
