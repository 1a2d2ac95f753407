import { describe, expect, it } from "vitest";
import { ZLoginRequestSchema } from "./auth.ts";
import { ZId, ZModule } from "./common.ts";

describe("login request", () => {
  it("trims the e-mail and keeps the password as typed", () => {
    expect(ZLoginRequestSchema.parse({ email: "  Parent@Demo.test ", password: " pass " })).toEqual({
      email: "Parent@Demo.test",
      password: " pass ",
    });
  });

  it("asks for both fields", () => {
    const result = ZLoginRequestSchema.safeParse({ email: "   ", password: "" });
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", "Please enter your e-mail address."],
      ["password", "Please enter your password."],
    ]);
  });
});

describe("common", () => {
  it("knows the five modules", () => {
    expect(ZModule.options).toEqual(["school", "vendor", "business", "parent", "control"]);
    expect(ZModule.safeParse("School").success).toBe(false);
  });

  it("reads ids from path strings and refuses non-positive ones", () => {
    expect(ZId.parse("42")).toBe(42);
    expect(ZId.safeParse("0").success).toBe(false);
    expect(ZId.safeParse("4.5").success).toBe(false);
    expect(ZId.safeParse("abc").success).toBe(false);
  });
});
