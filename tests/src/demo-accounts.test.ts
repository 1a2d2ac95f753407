import { describe, expect, it } from "vitest";
import { demoAccount, type DemoAccountName } from "./demo-accounts.ts";

describe("demoAccount", () => {
  it.each<DemoAccountName>(["control", "school", "vendor", "business", "parent", "office", "coach", "district"])(
    "finds %s@demo.test in the demo data",
    (name) => {
      const account = demoAccount(name);
      expect(account.email).toBe(`${name}@demo.test`);
      expect(account.password.length).toBeGreaterThan(7);
    },
  );

  it("refuses a name the demo data does not hold", () => {
    expect(() => demoAccount("nobody" as DemoAccountName)).toThrow("The demo data has no nobody@demo.test account");
  });
});
