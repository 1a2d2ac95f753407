import { describe, expect, it } from "vitest";
import { csvField, toCsv } from "./csv.ts";

describe("csv (RFC 4180)", () => {
  it("leaves plain fields alone and writes empty cells for null", () => {
    expect(csvField("Tuition")).toBe("Tuition");
    expect(csvField(4100)).toBe("4100");
    expect(csvField(-3)).toBe("-3");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvField("Fees, Lab")).toBe('"Fees, Lab"');
    expect(csvField('The "Big" Fund')).toBe('"The ""Big"" Fund"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("cr\rhere")).toBe('"cr\rhere"');
    expect(csvField('"')).toBe('""""');
  });

  it("defuses spreadsheet formulas in text cells", () => {
    expect(csvField("=SUM(A1:A2)")).toBe("'=SUM(A1:A2)");
    expect(csvField("+1")).toBe("'+1");
    expect(csvField("-x")).toBe("'-x");
    expect(csvField("@cmd")).toBe("'@cmd");
    expect(csvField('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvField("-1+2")).toBe("'-1+2");
    expect(csvField("-1.00e3")).toBe("'-1.00e3");
  });

  it("keeps a negative amount written as text a number", () => {
    expect(csvField("-1.00")).toBe("-1.00");
    expect(csvField("-12")).toBe("-12");
  });

  it("joins records with CRLF and ends with one", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["1", 2],
          ["x,y", null],
        ],
      ),
    ).toBe('a,b\r\n1,2\r\n"x,y",\r\n');
    expect(toCsv(["a"], [])).toBe("a\r\n");
  });
});
