import { SCHOOL_UPLOAD_MESSAGES as M, SCHOOL_COLUMN_KEYS } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { changedSchoolDetails, checkSchoolFileWidths, checkSchoolRow, schoolDetailsOf, schoolFromRow, schoolRowWidthError } from "./schools-rows.ts";

/** A valid 14-column row; each test changes what it is about. */
const row = (changes: Record<string, string | undefined> = {}): Record<string, string> => {
  const base: Record<string, string> = {
    company: "Maple Elementary",
    street: "1 Maple Way",
    street2: "",
    city: "Springfield",
    state: "IL",
    zip: "62701",
    primary_phone: "217-555-0100",
    mastadmin_email: "principal@maple.test",
    mastadmin_first_name: "Ada",
    mastadmin_last_name: "Lovelace",
    mastadmin_phone: "",
    external_id: "SLN-100",
    company_email: "office@maple.test",
    company_type: "school",
  };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete base[key];
    else base[key] = value;
  }
  return base;
};

describe("schoolRowWidthError (13 or 14 columns)", () => {
  it.each([
    [0, M.tooFewColumns],
    [12, M.tooFewColumns],
    [13, null],
    [14, null],
    [15, M.tooManyColumns],
    [40, M.tooManyColumns],
  ])("%i columns: %s", (count, expected) => {
    expect(schoolRowWidthError(count)).toBe(expected);
  });
});

describe("checkSchoolRow", () => {
  it("accepts a full 14-column row and a 13-column row without the account type", () => {
    expect(checkSchoolRow(row())).toEqual([]);
    expect(checkSchoolRow(row({ company_type: undefined }))).toEqual([]);
    expect(SCHOOL_COLUMN_KEYS).toHaveLength(14);
  });

  it.each<[string, Record<string, string | undefined>, string[]]>([
    ["too few columns", { company_type: undefined, street2: undefined }, [M.tooFewColumns]],
    ["too many columns (an unknown extra column counts)", { extra: "x" }, [M.tooManyColumns]],
    ["empty school name", { company: "  " }, [M.nameEmpty]],
    ["empty locator number", { external_id: "" }, [M.externalIdEmpty]],
    ["empty admin e-mail", { mastadmin_email: "" }, [M.adminEmailEmpty]],
    ["bad admin e-mail", { mastadmin_email: "principal at maple" }, [M.adminEmailInvalid]],
    ["empty admin first name", { mastadmin_first_name: "" }, [M.adminFirstNameEmpty]],
    ["empty admin last name", { mastadmin_last_name: "" }, [M.adminLastNameEmpty]],
    ["bad receipt e-mail", { company_email: "office@" }, [M.receiptEmailInvalid]],
    ["empty receipt e-mail is fine", { company_email: "" }, []],
    ["unknown account type", { company_type: "church" }, [M.accountTypeInvalid]],
    ["account type in any case", { company_type: "Vendor" }, []],
    ["a name too long", { company: "x".repeat(201) }, [M.tooLong("School Name")]],
    ["a formula-looking name is data", { company: "=SUM(A1:A2)" }, []],
    [
      "several problems at once, in column order",
      { company: "", mastadmin_email: "", external_id: "" },
      [M.nameEmpty, M.adminEmailEmpty, M.externalIdEmpty],
    ],
  ])("%s", (_, changes, expected) => {
    expect(checkSchoolRow(row(changes))).toEqual(expected);
  });
});

describe("schoolFromRow", () => {
  it("trims cells, turns empty optional cells into null and defaults the account type to school", () => {
    const school = schoolFromRow(row({ company: "  Maple Elementary ", street2: " ", company_type: undefined }));
    expect(school).toEqual({
      name: "Maple Elementary",
      externalId: "SLN-100",
      street: "1 Maple Way",
      street2: null,
      city: "Springfield",
      state: "IL",
      zip: "62701",
      primaryPhone: "217-555-0100",
      receiptEmail: "office@maple.test",
      accountType: "school",
      admin: { email: "principal@maple.test", firstName: "Ada", lastName: "Lovelace", phone: null },
    });
  });

  it("reads the account type in lower case", () => {
    expect(schoolFromRow(row({ company_type: "BUSINESS" })).accountType).toBe("business");
  });
});

describe("checkSchoolFileWidths (the browser's whole-file check)", () => {
  const cells = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
  it.each<[string, number[], string | null]>([
    ["13 and 14 fields", [14, 13, 14], null],
    ["no rows", [], null],
    ["a short line", [14, 14, 12], M.onLine(3, M.tooFewColumns)],
    ["a long line", [15, 14], M.onLine(1, M.tooManyColumns)],
    ["the first bad line is named", [14, 2, 20], M.onLine(2, M.tooFewColumns)],
  ])("%s", (_, widths, expected) => {
    expect(checkSchoolFileWidths(widths.map(cells))).toBe(expected);
  });
});

describe("changedSchoolDetails (a re-run matched by locator number)", () => {
  const existing = schoolDetailsOf(schoolFromRow(row()));
  it.each<[string, Record<string, string | undefined>, Record<string, string | null> | null]>([
    ["the same row changes nothing", {}, null],
    ["a new name", { company: "Maple Academy" }, { name: "Maple Academy" }],
    ["a moved school", { street: "9 Oak Ave", zip: "62702" }, { street: "9 Oak Ave", zip: "62702" }],
    ["a cleared receipt e-mail", { company_email: "" }, { receiptEmail: null }],
    ["the admin and account type are not details", { mastadmin_email: "new@maple.test", company_type: "vendor" }, null],
  ])("%s", (_, changes, expected) => {
    expect(changedSchoolDetails(existing, schoolFromRow(row(changes)))).toEqual(expected);
  });
});
