import { describe, expect, it } from "vitest";
import { migrationsUpToDate, type AppliedMigration } from "./migrate.ts";

const committed = new Map([
  ["20260101000000_first", "aaa"],
  ["20260102000000_second", "bbb"],
]);
const applied = (name: string, checksum: string, more: Partial<AppliedMigration> = {}): AppliedMigration => ({ name, checksum, finished: true, rolledBack: false, ...more });
const both = [applied("20260101000000_first", "aaa"), applied("20260102000000_second", "bbb")];

describe("migrationsUpToDate: whether migrate deploy has nothing to do", () => {
  it.each<[string, AppliedMigration[], boolean]>([
    ["every committed migration applied, finished and unchanged", both, true],
    ["the same, listed in another order", [...both].reverse(), true],
    ["a failed attempt rolled back, then applied", [applied("20260101000000_first", "aaa", { finished: false, rolledBack: true }), ...both], true],
    ["nothing applied (a new database)", [], false],
    ["a committed migration not applied yet", [both[0]!], false],
    ["a migration changed since it was applied", [both[0]!, applied("20260102000000_second", "changed")], false],
    ["an attempt that never finished (failed)", [both[0]!, applied("20260102000000_second", "bbb", { finished: false })], false],
    ["a migration this checkout does not have", [...both, applied("20260103000000_newer", "ccc")], false],
    ["one migration recorded twice", [...both, both[1]!], false],
  ])("%s → %s", (_case, rows, expected) => {
    expect(migrationsUpToDate(committed, rows)).toBe(expected);
  });
});
