import { randomUUID } from "node:crypto";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { demoAccount } from "@paydesk/tests/demo-accounts";
import type { Account } from "./login-page.ts";
import { trpcCall } from "./trpc-call.ts";

interface AdminView {
  id: number;
  email: string;
  companyId: number;
  applications: string[];
  roles: { id: number }[];
}

/**
 * A clerk of their own for a spec file: an administrator made like office@demo.test (same site,
 * roles and applications), through the administrators screen's own call, signed in by the school's
 * administrator. The terminal keeps one cart and one close-out per person and day, so two spec
 * files selling as the same person at the same time would pay for each other's items; each file
 * sells as its own clerk instead. Its default name shares no word with the demo accounts': a test
 * that finds office@demo.test's Olive Office by a typed "olive" must not find a clerk too.
 */
export async function newOfficeClerk(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  info: TestInfo,
  name: { firstName: string; lastName: string } = { firstName: "Quinn", lastName: "Clerk" },
): Promise<Account & { firstName: string; lastName: string }> {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  try {
    const school = demoAccount("school");
    const signedIn = await request.post("/login", { data: { email: school.email, password: school.password } });
    if (signedIn.status() !== 200) throw new Error(`sign-in as ${school.email}: ${await signedIn.text()}`);
    const office = (await trpcCall<AdminView[]>(request, "administrators.find", { module: "school", search: demoAccount("office").email }, "GET")).find(
      (admin) => admin.email === demoAccount("office").email,
    );
    if (!office) throw new Error("the school's administrator does not see office@demo.test");
    const clerk = { ...name, email: `clerk-${randomUUID().slice(0, 8)}@demo.test`, password: `Clerk-${randomUUID()}` };
    await trpcCall(
      request,
      "administrators.create",
      {
        module: "school",
        admin: {
          companyId: office.companyId,
          roleIds: office.roles.map((role) => role.id),
          firstName: clerk.firstName,
          lastName: clerk.lastName,
          email: clerk.email,
          applications: office.applications,
        },
        password: { passwordMode: "manual", password: clerk.password },
        requireChange: false,
      },
      "POST",
    );
    return clerk;
  } finally {
    await request.dispose();
  }
}
