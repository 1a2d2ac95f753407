import { ITEM_UPLOAD_START_MESSAGES as S } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { columnsFor, ITEM_HEADER_WORDS, startOf, type ItemUploadSource } from "./item-upload-options.ts";

describe("startOf: the start options, or the product's message that blocks starting (docs/product/uploads.md)", () => {
  it.each<[string, "create" | "update", ItemUploadSource, string | null]>([
    ["an item chosen", "create", { kind: "item", itemId: 7 }, null],
    ["no item chosen", "create", { kind: "item" }, S.selectItem],
    ["a catalog chosen", "create", { kind: "catalog", catalogId: 3 }, null],
    ["no catalog chosen", "create", { kind: "catalog" }, S.selectCatalog],
    ["a new catalog named", "create", { kind: "new-catalog", catalogName: " Spirit wear " }, null],
    ["a new catalog left blank", "create", { kind: "new-catalog", catalogName: "   " }, S.enterCatalog],
    ["an update without a catalog", "update", { kind: "none" }, null],
  ])("%s", (_name, mode, source, blocked) => {
    expect(startOf(mode, source).blocked).toBe(blocked);
    expect(startOf(mode, source).options.mode).toBe(mode);
  });

  it("sends the typed catalog name trimmed", () => {
    expect(startOf("create", { kind: "new-catalog", catalogName: " Spirit wear " }).options).toEqual({ mode: "create", source: "new-catalog", catalogName: "Spirit wear" });
  });
});

describe("columnsFor", () => {
  it("requires the title for new items and only the code for updates", () => {
    expect(columnsFor("create").filter((c) => c.required).map((c) => c.key)).toEqual(["title"]);
    expect(columnsFor("update").filter((c) => c.required).map((c) => c.key)).toEqual(["code"]);
  });

  it("lists each header word once", () => {
    expect(new Set(ITEM_HEADER_WORDS).size).toBe(ITEM_HEADER_WORDS.length);
    expect(ITEM_HEADER_WORDS).toContain("cf_1");
  });
});
