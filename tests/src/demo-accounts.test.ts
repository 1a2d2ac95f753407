import { describe, expect, it } from "vitest";
import { demoAccount, nameClashWithDemoAccounts, type DemoAccountName } from "./demo-accounts.ts";

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

describe("nameClashWithDemoAccounts", () => {
  it.each([
    { name: { firstName: "Greta", lastName: "Checklist" }, clash: null },
    { name: { firstName: "Bea", lastName: "Mover" }, clash: null },
    // A demo name inside a made one, whatever the case: found by a search for the demo name.
    { name: { firstName: "Gail", lastName: "Golive" }, clash: "office@demo.test" },
    { name: { firstName: "Sam", lastName: "Reader" }, clash: "school@demo.test" },
    { name: { firstName: "Alma", lastName: "VENDORS" }, clash: "vendor@demo.test" },
    // A made name inside a demo one: a search for the made name finds the demo account too.
    { name: { firstName: "Cas", lastName: "Quill" }, clash: "control@demo.test" },
  ])("$name.firstName $name.lastName: $clash", ({ name, clash }) => {
    const found = nameClashWithDemoAccounts(name);
    if (clash === null) expect(found).toBeNull();
    else expect(found).toContain(clash);
  });
});
