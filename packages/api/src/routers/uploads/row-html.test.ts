import { describe, expect, it } from "vitest";
import { uploadRowHtml } from "./row-html.ts";

describe("uploadRowHtml", () => {
  it("writes the cells in column order and the messages, escaped", () => {
    expect(uploadRowHtml({ id: 7, rowNo: 2, data: { name: "<b>Fees</b>", account: "4100" }, errors: ["Bad & wrong", "Two"] }, ["account", "name", "site_id"])).toBe(
      '<tr data-id="7" data-row-no="2" class="has-error"><td data-column="account">4100</td><td data-column="name">&lt;b&gt;Fees&lt;/b&gt;</td>' +
        '<td data-column="site_id"></td><td class="error_message">Bad &amp; wrong<br>Two</td></tr>',
    );
  });

  it("a valid row has no error class and an empty message cell", () => {
    expect(uploadRowHtml({ id: 1, rowNo: 1, data: { account: "1" }, errors: [] }, ["account"])).toBe(
      '<tr data-id="1" data-row-no="1"><td data-column="account">1</td><td class="error_message"></td></tr>',
    );
  });
});
