import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { isMultipart, MalformedMultipartError, readMultipart } from "./multipart.ts";

const boundary = "----paydesk-test";

function request(parts: string, contentType = `multipart/form-data; boundary=${boundary}`) {
  const stream = Readable.from([Buffer.from(parts, "utf8")]) as Readable & { headers: Record<string, string> };
  stream.headers = { "content-type": contentType };
  return stream;
}

const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (name: string, fileName: string, type: string, content: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n`;
const end = `--${boundary}--\r\n`;

describe("readMultipart", () => {
  it("reads fields into the body and files with their name, type, size and bytes", async () => {
    const content = "name,amount\nZoë,5\n";
    const { body, files } = await readMultipart(request(field("item_id", "12") + filePart("file", "rows.csv", "text/csv", content) + end));
    expect(body).toEqual({ item_id: "12" });
    expect(files.file).toEqual({ fileName: "rows.csv", mimeType: "text/csv", size: Buffer.byteLength(content), bytes: Buffer.from(content), truncated: false });
  });

  it("keeps nothing of a file past the limit and marks it truncated", async () => {
    const { files } = await readMultipart(request(filePart("file", "big.csv", "text/csv", "x".repeat(5000)) + end), { maxFileBytes: 1000 });
    expect(files.file).toMatchObject({ truncated: true, bytes: Buffer.alloc(0) });
    expect(files.file!.size).toBeLessThanOrEqual(1000);
  });

  it("refuses a multipart type without a boundary as malformed", async () => {
    await expect(readMultipart(request("", "multipart/form-data"))).rejects.toBeInstanceOf(MalformedMultipartError);
  });

  it("knows a multipart request by its content type", () => {
    expect(isMultipart({ "content-type": `multipart/form-data; boundary=${boundary}` })).toBe(true);
    expect(isMultipart({ "content-type": "application/json" })).toBe(false);
    expect(isMultipart({})).toBe(false);
  });
});
