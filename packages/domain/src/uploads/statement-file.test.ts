import { describe, expect, it } from "vitest";
import { STATEMENT_FILE_MESSAGES } from "@paydesk/validators";
import { statementRowsOfFile } from "./statement-file.ts";

const pat = { email: "pat@example.com", name: "Pat", amount_due: "25.00", description: "Band" };

describe("statementRowsOfFile", () => {
  it.each([
    ["a header in the listed order", [["email", "name", "amount_due", "description"], ["pat@example.com", "Pat", "25.00", "Band"]], [pat]],
    ["a header in another order, other words", [["Amount Due", "E-mail", "Description", "Name"], ["25.00", "pat@example.com", "Band", "Pat"]], [pat]],
    ["no header: by position", [["pat@example.com", "Pat", "25.00", "Band"]], [pat]],
    ["no description column", [["email", "name", "amount due"], ["pat@example.com", "Pat", "25.00"]], [{ ...pat, description: "" }]],
    ["blank lines skipped, short rows padded", [["email", "name", "amount_due", "description"], [""], ["pat@example.com", "Pat"]], [{ ...pat, amount_due: "", description: "" }]],
  ])("%s", (_label, cells, rows) => {
    expect(statementRowsOfFile(cells)).toEqual({ rows, message: null });
  });

  it.each([
    ["a header without the amount", [["email", "name", "note"], ["pat@example.com", "Pat", "x"]], STATEMENT_FILE_MESSAGES.missingColumns],
    ["too few columns and no header", [["pat@example.com", "Pat"]], STATEMENT_FILE_MESSAGES.missingColumns],
    ["only a header", [["email", "name", "amount_due", "description"]], STATEMENT_FILE_MESSAGES.noRows],
    ["nothing", [], STATEMENT_FILE_MESSAGES.missingColumns],
  ])("%s → %s", (_label, cells, message) => {
    expect(statementRowsOfFile(cells)).toEqual({ rows: [], message });
  });
});
