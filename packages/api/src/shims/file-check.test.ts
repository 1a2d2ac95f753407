import { APP_ERROR_CODES } from "@paydesk/domain";
import { UPLOAD_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { fileCheck, isBlank, isCsvType, isUtf8Text, uploadedFileRefusal } from "./file-check.ts";
import type { ShimFile } from "./types.ts";

const file = (text: string | Buffer, mimeType = "text/csv", fileName = "rows.csv", extra: Partial<ShimFile> = {}): ShimFile => {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  return { fileName, mimeType, size: bytes.length, bytes, ...extra };
};

describe("fileCheck", () => {
  const csv = "name,amount\nAda,5\n";
  const cases: [string, ShimFile | undefined, number | null, string | null, string | undefined][] = [
    ["a CSV file", file(csv), null, null, undefined],
    ["text/plain", file(csv, "text/plain"), null, null, undefined],
    ["a charset parameter", file(csv, "text/csv; charset=utf-8"), null, null, undefined],
    ["Windows' Excel type for .csv", file(csv, "application/vnd.ms-excel"), null, null, undefined],
    ["no type, named .csv", file(csv, "application/octet-stream", "Rows.CSV"), null, null, undefined],
    ["UTF-8 with a byte-order mark and accents", file(`\uFEFFnom,montant\nZoë,5\n`), null, null, undefined],
    ["no file", undefined, 400, UPLOAD_MESSAGES.noFile, "BAD_REQUEST"],
    ["a spreadsheet", file(csv, "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "rows.xlsx"), 400, UPLOAD_MESSAGES.invalidMimeType, "INVALID_MEMETYPE"],
    ["a picture", file(csv, "image/png", "rows.png"), 400, UPLOAD_MESSAGES.invalidMimeType, "INVALID_MEMETYPE"],
    ["no type, named .exe", file(csv, "application/octet-stream", "rows.exe"), 400, UPLOAD_MESSAGES.invalidMimeType, "INVALID_MEMETYPE"],
    ["empty", file(""), 400, UPLOAD_MESSAGES.emptyFile, "BAD_REQUEST"],
    ["only blank lines and a BOM", file("\uFEFF\r\n \n"), 400, UPLOAD_MESSAGES.emptyFile, "BAD_REQUEST"],
    ["over the limit (truncated by the reader)", file("", "text/csv", "big.csv", { size: 200 * 1024 * 1024, truncated: true }), 413, UPLOAD_MESSAGES.fileTooBig, "PAYLOAD_TOO_LARGE"],
    ["UTF-16 text", file(Buffer.from("\uFEFFname,amount\n", "utf16le")), 400, UPLOAD_MESSAGES.notUtf8, "BAD_REQUEST"],
    ["Latin-1 text", file(Buffer.from("nom\nZo\xeb\n", "latin1")), 400, UPLOAD_MESSAGES.notUtf8, "BAD_REQUEST"],
  ];
  it.each(cases)("%s", (_name, given, status, message, code) => {
    const refusal = fileCheck(given);
    if (status === null) return expect(refusal).toBeNull();
    expect({ code: refusal?.code, status: APP_ERROR_CODES[refusal!.code], message: refusal?.message }).toEqual({ code, status, message });
  });

  it("applies a route's own smaller limit", () => {
    expect(fileCheck(file(csv), 5)?.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("judges an upload route's file; an optional one may be absent; other calls carry none", () => {
    expect(uploadedFileRefusal(undefined)).toBeNull();
    expect(uploadedFileRefusal({ file: undefined, optional: true })).toBeNull();
    expect(uploadedFileRefusal({ file: undefined })?.message).toBe(UPLOAD_MESSAGES.noFile);
    expect(uploadedFileRefusal({ file: file(csv, "image/png"), optional: true })?.code).toBe("INVALID_MEMETYPE");
    expect(uploadedFileRefusal({ file: file(csv), maxFileBytes: 4 })?.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe("file helpers", () => {
  it("tells CSV types, blank files and UTF-8 text", () => {
    expect(isCsvType({ mimeType: "TEXT/CSV", fileName: "" })).toBe(true);
    expect(isCsvType({ mimeType: "", fileName: "list.txt" })).toBe(true);
    expect(isCsvType({ mimeType: "application/pdf", fileName: "list.csv" })).toBe(false);
    expect(isBlank(Buffer.from(" \t\r\n"))).toBe(true);
    expect(isBlank(Buffer.from(" a"))).toBe(false);
    expect(isUtf8Text(Buffer.from("a\u0000b"))).toBe(false);
    expect(isUtf8Text(Buffer.from([0xc3, 0x28]))).toBe(false);
  });
});
