import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { checkUploadFile } from "./file-checks.ts";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("checkUploadFile", () => {
  it.each<[string, () => File, string | null]>([
    ["a UTF-8 CSV", () => new File([utf8("account,name\r\n4100,Lunch\r\n")], "coa.csv", { type: "text/csv" }), null],
    ["a .txt as text/plain", () => new File([utf8("a,b\n")], "coa.txt", { type: "text/plain" }), null],
    ["a .csv reported as the Excel type (Windows)", () => new File([utf8("a,b\n")], "coa.csv", { type: "application/vnd.ms-excel" }), null],
    ["a UTF-8 BOM and accents", () => new File([utf8("\ufeffname\nJosé\n")], "x.csv", { type: "text/csv" }), null],
    ["a spreadsheet", () => new File([utf8("PK")], "coa.xlsx", { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" }), UPLOAD_MESSAGES.invalidMimeType],
    ["a PDF named .csv", () => new File([utf8("%PDF")], "coa.csv", { type: "application/pdf" }), UPLOAD_MESSAGES.invalidMimeType],
    ["an empty file", () => new File([], "coa.csv", { type: "text/csv" }), UPLOAD_MESSAGES.emptyFile],
    ["UTF-16 LE with its BOM", () => new File([new Uint8Array([0xff, 0xfe, 0x61, 0x00])], "x.csv", { type: "text/csv" }), UPLOAD_MESSAGES.notUtf8],
    ["UTF-16 BE with its BOM", () => new File([new Uint8Array([0xfe, 0xff, 0x00, 0x61])], "x.csv", { type: "text/csv" }), UPLOAD_MESSAGES.notUtf8],
    ["Latin-1 (é as one byte)", () => new File([new Uint8Array([0x4a, 0x6f, 0x73, 0xe9, 0x0a])], "x.csv", { type: "text/csv" }), UPLOAD_MESSAGES.notUtf8],
  ])("%s", async (_, make, expected) => {
    expect(await checkUploadFile(make())).toBe(expected);
  });

  it("refuses a file over the size limit without reading it", async () => {
    const file = new File([utf8("a")], "big.csv", { type: "text/csv" });
    Object.defineProperty(file, "size", { value: UPLOAD_LIMITS.maxFileBytes + 1 });
    expect(await checkUploadFile(file)).toBe(UPLOAD_MESSAGES.fileTooBig);
  });

  it("accepts a multi-byte character cut by the end of the probed head", async () => {
    const bytes = new Uint8Array(65_537).fill(0x61);
    bytes.set(utf8("é"), 65_535); // é's two bytes straddle the 65,536-byte probe
    expect(await checkUploadFile(new File([bytes], "x.csv", { type: "text/csv" }))).toBeNull();
  });
});
