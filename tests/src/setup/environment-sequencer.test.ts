import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { environmentOf, groupedBy } from "./environment-sequencer.ts";

describe("groupedBy", () => {
  it("keeps each group's members in their order, groups in order of their first member", () => {
    expect(groupedBy(["a1", "b1", "a2", "c1", "b2", "a3"], ["a", "b", "a", "c", "b", "a"])).toEqual(["a1", "a2", "a3", "b1", "b2", "c1"]);
  });
  it("leaves one group as it was", () => {
    expect(groupedBy([3, 1, 2], ["", "", ""])).toEqual([3, 1, 2]);
  });
});

describe("environmentOf", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "sequencer-"));
  it("reads the environment a file names in its first comment", async () => {
    const file = path.join(dir, "a.test.tsx");
    writeFileSync(file, "// @vitest-environment happy-dom\nimport x from 'y';\n");
    expect(await environmentOf(file)).toBe("happy-dom");
  });
  it("answers the project's default for a file that names none, or cannot be read", async () => {
    const file = path.join(dir, "b.test.ts");
    writeFileSync(file, "import { it } from 'vitest';\n");
    expect(await environmentOf(file)).toBe("");
    expect(await environmentOf(path.join(dir, "missing.test.ts"))).toBe("");
  });
});
