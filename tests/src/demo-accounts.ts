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
