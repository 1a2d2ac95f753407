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

  /**
   * From now on the server's answer to `procedure` (e.g. "dashboard.topSchools") reaches the page as
   * a 500, whatever it was; the other procedures of the same batched request keep their real answers.
   * The widgets are batched into one HTTP request, so the one answer is swapped inside the batch.
   */
  async failProcedure(procedure: string): Promise<void> {
    await this.page.route(
      (url) => url.pathname.startsWith("/trpc/") && url.pathname.slice("/trpc/".length).split(",").includes(procedure),
      async (route) => {
        const response = await route.fetch();
        const names = new URL(route.request().url()).pathname.slice("/trpc/".length).split(",");
        const batched = new URL(route.request().url()).searchParams.has("batch");
        const failure = {
          error: { json: { message: "Internal server error", code: -32603, data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path: procedure } } },
        };
        if (!batched) return route.fulfill({ status: 500, contentType: "application/json", json: failure });
        const answers = (await response.json()) as unknown[];
        const swapped = answers.map((answer, index) => (names[index] === procedure ? failure : answer));
        await route.fulfill({ status: 207, contentType: "application/json", json: swapped });
      },
    );
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
