import { describe, expect, it } from "vitest";
import { STATEMENT_MESSAGES as M } from "@paydesk/validators";
import { checkStatementRow, parseAmountDue, statementEmailContent } from "./statements-rows.ts";

describe("parseAmountDue", () => {
  it.each([
    ["25", 2500],
    ["25.5", 2550],
    ["25.00", 2500],
    ["$25.05", 2505],
    ["$ 1,234.50", 123450],
    [".75", 75],
    ["0", 0],
    ["1,23.00", null],
    ["25.005", null],
    ["-5", null],
    ["abc", null],
    ["", null],
    ["$", null],
    ["25.", null],
    ["=1+1", null],
  ])("%j → %s", (text, cents) => {
    expect(parseAmountDue(text)).toBe(cents);
  });
});

const good = { email: "pat@example.com", name: "Pat Doe", amount_due: "25.00", description: "Band fees" };

describe("checkStatementRow", () => {
  it.each([
    ["a good row", good, [], 2500],
    ["no description", { ...good, description: "" }, [], 2500],
    ["bad e-mail", { ...good, email: "pat@" }, [M.invalidEmail], null],
    ["e-mail with a space", { ...good, email: "pat doe@example.com" }, [M.invalidEmail], null],
    ["no name", { ...good, name: "" }, [M.nameRequired], null],
    ["long name", { ...good, name: "n".repeat(201) }, [M.nameTooLong], null],
    ["bad amount", { ...good, amount_due: "twenty" }, [M.amountInvalid], null],
    ["huge amount", { ...good, amount_due: "100000.01" }, [M.amountTooLarge], null],
    ["largest amount", { ...good, amount_due: "100000.00" }, [], 10_000_000],
    ["long description", { ...good, description: "d".repeat(1001) }, [M.descriptionTooLong], null],
    ["everything wrong", { email: "", name: "", amount_due: "", description: "" }, [M.invalidEmail, M.nameRequired, M.amountInvalid], null],
  ])("%s", (_label, row, messages, cents) => {
    expect(checkStatementRow(row)).toEqual({ messages, amountCents: cents });
  });
});

describe("statementEmailContent", () => {
  it("names the payer, the amount in dollars and the description", () => {
    const mail = statementEmailContent({ name: "Pat Doe", amountCents: 123450, description: "Band fees" });
    expect(mail.subject).toBe("Your statement: $1,234.50 due");
    expect(mail.text).toContain("Dear Pat Doe,");
    expect(mail.text).toContain("amount due of $1,234.50");
    expect(mail.text).toContain("Band fees");
  });

  it("leaves the description out when there is none", () => {
    expect(statementEmailContent({ name: "Pat", amountCents: 5, description: "" }).text.split("\n")).toEqual([
      "Dear Pat,",
      "",
      "Your statement shows an amount due of $0.05.",
      "",
      "Thank you.",
    ]);
  });
});
