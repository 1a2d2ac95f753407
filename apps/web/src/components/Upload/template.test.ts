import { describe, expect, it } from "vitest";
import { STUDENT_UPLOAD_COLUMNS, STUDENT_UPLOAD_HEADER_WORDS } from "@paydesk/validators";
import { initialMapping, readParsedFile } from "./parsed-file.ts";
import { uploadTemplateCsv, uploadTemplateName } from "./template.ts";

describe("uploadTemplateCsv", () => {
  it("is one header row of the column keys", () => {
    expect(uploadTemplateCsv([{ key: "account" }, { key: "name" }])).toBe("account,name\r\n");
  });

  it("quotes a key that needs it", () => {
    expect(uploadTemplateCsv([{ key: 'a,"b"' }])).toBe('"a,""b"""\r\n');
  });

  it("maps every student column to itself, so a filled template needs no mapping", () => {
    const header = uploadTemplateCsv(STUDENT_UPLOAD_COLUMNS).trimEnd().split(",");
    expect(header).toHaveLength(43);
    const file = readParsedFile("students-template.csv", [header, header.map(() => "x")], STUDENT_UPLOAD_HEADER_WORDS);
    expect(file.hasHeader).toBe(true);
    expect(initialMapping(file, STUDENT_UPLOAD_COLUMNS)).toEqual(STUDENT_UPLOAD_COLUMNS.map((c) => c.key));
  });
});

describe("uploadTemplateName", () => {
  it("names the file after the kind", () => {
    expect(uploadTemplateName("students")).toBe("students-template.csv");
    expect(uploadTemplateName("coa")).toBe("coa-template.csv");
  });
});
