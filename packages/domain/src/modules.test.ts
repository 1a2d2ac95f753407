import { MODULES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { enumToModule, moduleOfCompanyKind, moduleToEnum } from "./modules.ts";

describe("modules", () => {
  it("round-trips every module through its database enum", () => {
    for (const module of MODULES) {
      expect(moduleToEnum(module)).toBe(module.toUpperCase());
      expect(enumToModule(moduleToEnum(module))).toBe(module);
    }
  });

  it("puts each company kind's administrators in their module", () => {
    expect(moduleOfCompanyKind("PLATFORM")).toBe("control");
    expect(moduleOfCompanyKind("DISTRICT")).toBe("school");
    expect(moduleOfCompanyKind("SCHOOL")).toBe("school");
    expect(moduleOfCompanyKind("VENDOR")).toBe("vendor");
    expect(moduleOfCompanyKind("BUSINESS")).toBe("business");
  });
});
