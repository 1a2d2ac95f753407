import { randomUUID } from "node:crypto";
import type { TestInfo } from "@playwright/test";
import { demoAccount, nameClashWithDemoAccounts, type DemoAccountName } from "@paydesk/tests/demo-accounts";
import type { Account } from "./login-page.ts";
import { signedInRequest, trpcCall, type RequestContexts } from "./trpc-call.ts";

interface AdminView {
  email: string;
  companyId: number;
  applications: string[];
  roles: { id: number }[];
}

/**
 * An administrator of a spec file's own, made like a demo account (same company, roles and
 * applications) through the administrators screen's own call, by that account itself or, for an
 * account that may not make administrators (an office clerk), by `madeBy`. What the spec then
 * changes about its user (an address, a dismissed alert, a cart, a close-out) is that user's
 * alone: the demo account other specs sign in with stays as the demo data has it, on a retry too.
 * Its name shares no part with a demo account's (nameClashWithDemoAccounts), so a search for a demo
 * account by name never finds it instead.
 */
export async function administratorLike(
  playwright: RequestContexts,
  info: TestInfo,
  like: DemoAccountName,
  module: string,
  name: { firstName: string; lastName: string },
  { madeBy = like }: { madeBy?: DemoAccountName } = {},
): Promise<Account & { firstName: string; lastName: string }> {
  const clash = nameClashWithDemoAccounts(name);
  if (clash !== null) throw new Error(`Name this run's administrator apart from the demo accounts: ${clash}`);
  const maker = demoAccount(madeBy);
  const request = await signedInRequest(playwright, info.project.use.baseURL, maker);
  try {
    const demo = demoAccount(like);
    const found = await trpcCall<AdminView[]>(request, "administrators.find", { module, search: demo.email }, "GET");
    const model = found.find((admin) => admin.email === demo.email);
    if (!model) throw new Error(`${maker.email} does not find ${demo.email} among the ${module} administrators`);
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
