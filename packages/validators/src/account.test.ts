import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES, ZChangePasswordFields, ZChangePasswordRequestSchema, ZNewPassword } from "./account.ts";

const valid = { oldPassword: "old secret", newPassword: "new secret", newPassword2: "new secret", captcha: "solved" };

function messages(input: unknown): Record<string, string[]> {
  const result = ZChangePasswordFields.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".")] ??= []).push(issue.message);
  return byField;
}

describe("change-password messages (docs/product/accounts-and-roles.md), quoted exactly", () => {
  it("has the product's exact wording", () => {
    expect(PASSWORD_MESSAGES.tooShort).toBe("Password is not long enough.");
    expect(PASSWORD_MESSAGES.mismatch).toBe("The two passwords you entered do not match.");
  });

  it("accepts a valid form", () => {
    expect(ZChangePasswordFields.safeParse(valid).success).toBe(true);
  });

  it("refuses a new password shorter than 6 characters with 'Password is not long enough.'", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(6);
    expect(messages({ ...valid, newPassword: "12345", newPassword2: "12345" })).toEqual({ newPassword: ["Password is not long enough."] });
    expect(ZNewPassword.safeParse("123456").success).toBe(true);
  });

  it("refuses two different new passwords with 'The two passwords you entered do not match.' on the second field", () => {
    expect(messages({ ...valid, newPassword2: "new secreT" })).toEqual({ newPassword2: ["The two passwords you entered do not match."] });
  });

  it("asks for the current password and the captcha", () => {
    expect(messages({ ...valid, oldPassword: "", captcha: "" })).toEqual({
      oldPassword: ["Please enter your current password."],
      captcha: ["Please confirm that you are not a robot."],
    });
  });

  it("caps the new password's length", () => {
    const long = "x".repeat(257);
    expect(messages({ ...valid, newPassword: long, newPassword2: long })).toEqual({ newPassword: ["Passwords are limited to 256 characters."] });
  });

  it("needs a module in the request schema, and keeps the match rule there", () => {
    expect(ZChangePasswordRequestSchema.safeParse({ ...valid, module: "parent" }).success).toBe(true);
    expect(ZChangePasswordRequestSchema.safeParse({ ...valid, module: "admin" }).success).toBe(false);
    const mismatch = ZChangePasswordRequestSchema.safeParse({ ...valid, module: "parent", newPassword2: "other one" });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(["The two passwords you entered do not match."]);
  });
});
