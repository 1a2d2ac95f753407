import { COA_UPLOAD_MESSAGES as M, coaUploadSiteMessage } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { coaRowErrors, parseCoaIsShared, repeatedNumbers } from "./coa-rows.ts";

const FACTS = { siteId: 7, numberSeenBefore: false };

describe("parseCoaIsShared", () => {
  it.each<[string, boolean | null]>([
    ["", false],
    ["0", false],
    [" 1 ", true],
    ["yes", null],
    ["2", null],
  ])("%j → %s", (text, expected) => {
    expect(parseCoaIsShared(text)).toBe(expected);
  });
});

describe("coaRowErrors", () => {
  it.each<[string, Record<string, string>, Partial<typeof FACTS>, string[]]>([
    ["a full valid row", { account: "4100", name: "Lunch", is_shared: "1", site_id: "7" }, {}, []],
    ["only the required columns", { account: "4100", name: "Lunch" }, {}, []],
    ["no account number", { account: " ", name: "Lunch" }, {}, [M.numberRequired]],
    ["no name", { account: "4100", name: "" }, {}, [M.nameRequired]],
    ["both missing and a bad shared flag", { account: "", name: "", is_shared: "yes" }, {}, [M.numberRequired, M.nameRequired, M.isSharedInvalid]],
    ["a number too long", { account: "9".repeat(51), name: "x" }, {}, [M.numberTooLong]],
    ["a name too long", { account: "1", name: "n".repeat(201) }, {}, [M.nameTooLong]],
    ["another site", { account: "1", name: "x", site_id: "8" }, {}, [coaUploadSiteMessage(7)]],
    ["a site that is not a number", { account: "1", name: "x", site_id: "abc" }, {}, [coaUploadSiteMessage(7)]],
    ["a number seen in an earlier row", { account: "4100", name: "x" }, { numberSeenBefore: true }, [M.duplicateInFile]],
  ])("%s", (_, row, facts, expected) => {
    expect(coaRowErrors(row, { ...FACTS, ...facts })).toEqual(expected);
  });
});

describe("repeatedNumbers", () => {
  it.each<[string, string[], string[], boolean[]]>([
    ["all different", ["1", "2", "3"], [], [false, false, false]],
    ["the second of a pair", ["1", "2", "1"], [], [false, false, true]],
    ["a number staged in an earlier chunk", ["5", "6"], ["6"], [false, true]],
    ["blank numbers are not duplicates", ["", ""], [], [false, false]],
    ["numbers compare trimmed", ["1", " 1 "], [], [false, true]],
  ])("%s", (_, numbers, earlier, expected) => {
    expect(repeatedNumbers(numbers.map((account) => ({ account })), new Set(earlier))).toEqual(expected);
  });
});
