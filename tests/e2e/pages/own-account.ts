import { randomUUID } from "node:crypto";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { demoAccount, type DemoAccountName } from "@paydesk/tests/demo-accounts";
import type { Account } from "./login-page.ts";
import { trpcCall } from "./trpc-call.ts";

interface AdminView {
  email: string;
  companyId: number;
  applications: string[];
  roles: { id: number }[];
}

/**
 * An administrator of a spec file's own, made like a demo account (same company, roles and
 * applications) by that account itself, through the administrators screen's own call. What the
 * spec then changes about its user (an address, a dismissed alert) is that user's alone: the demo
 * account other specs sign in with stays as the demo data has it, on a retry too.
 */
export async function administratorLike(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  info: TestInfo,
  like: DemoAccountName,
  module: string,
  name: { firstName: string; lastName: string },
): Promise<Account & { firstName: string; lastName: string }> {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  try {
    const demo = demoAccount(like);
    const signedIn = await request.post("/login", { data: { email: demo.email, password: demo.password } });
    if (signedIn.status() !== 200) throw new Error(`sign-in as ${demo.email}: ${await signedIn.text()}`);
    const found = await trpcCall<AdminView[]>(request, "administrators.find", { module, search: demo.email }, "GET");
    const model = found.find((admin) => admin.email === demo.email);
    if (!model) throw new Error(`${demo.email} does not find itself among the ${module} administrators`);
    const account = { ...name, email: `${like}-${randomUUID().slice(0, 8)}@e2e.test`, password: `Own-${randomUUID()}` };
    await trpcCall(
      request,
      "administrators.create",
      {
        module,
        admin: {
          companyId: model.companyId,
          roleIds: model.roles.map((role) => role.id),
          firstName: account.firstName,
          lastName: account.lastName,
          email: account.email,
          applications: model.applications,
        },
        password: { passwordMode: "manual", password: account.password },
        requireChange: false,
      },
      "POST",
    );
    return account;
  } finally {
    await request.dispose();
  }
}
