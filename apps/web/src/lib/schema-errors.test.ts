import { ZMonitorFields } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { schemaErrors } from "./schema-errors.ts";

describe("schemaErrors", () => {
  it("keeps each field's first message, and puts a message without a path on the fallback field", () => {
    const issues = [
      { path: ["email"], message: "first" },
      { path: ["email"], message: "second" },
      { path: ["name", 0], message: "nested" },
      { path: [], message: "whole form" },
    ];
    expect(schemaErrors({ issues }, "title")).toEqual({ email: "first", name: "nested", title: "whole form" });
  });

  it("reads a real schema's failure", () => {
    const parsed = ZMonitorFields.safeParse({ level: 9 });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(Object.keys(schemaErrors(parsed.error, "companyId")).sort()).toEqual(["companyId", "level"]);
  });
});
