/**
 * The demo accounts every tier signs in with, read from the demo data itself (one place: the
 * seed), so a changed demo password or address breaks no test. Named by the part of the address
 * before "@": `demoAccount("office")` is office@demo.test.
 */
import { DEMO_USERS } from "@paydesk/services/seed/demo-data";

export type DemoAccountName = "control" | "school" | "vendor" | "business" | "parent" | "office" | "coach" | "district";

export interface DemoAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export function demoAccount(name: DemoAccountName): DemoAccount {
  const user = DEMO_USERS.find((candidate) => candidate.email === `${name}@demo.test`);
  if (!user) throw new Error(`The demo data has no ${name}@demo.test account`);
  return { email: user.email, password: user.password, firstName: user.firstName, lastName: user.lastName };
}

/**
 * Where a name made up for an account of a test run meets a demo account's name: a part of either
 * (first or last name) found inside the other, whatever the case; null when they share nothing.
 * Screens search people by part of a name (quick login, administrators, company search), so a
 * run-made "Gail Golive" comes up in a search for "olive" and is taken for Olive Office.
 */
export function nameClashWithDemoAccounts(name: { firstName: string; lastName: string }): string | null {
  const parts = (person: { firstName: string; lastName: string }) =>
    [person.firstName, person.lastName].map((part) => part.trim().toLowerCase()).filter((part) => part !== "");
  const made = parts(name);
  for (const user of DEMO_USERS) {
    for (const demoPart of parts(user)) {
      const met = made.find((part) => part.includes(demoPart) || demoPart.includes(part));
      if (met !== undefined) return `"${name.firstName} ${name.lastName}" meets ${user.email} (${user.firstName} ${user.lastName}): "${met}" and "${demoPart}"`;
    }
  }
  return null;
}
