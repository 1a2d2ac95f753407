import { CUSTOM_FIELD_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { advance, blankField, finishedField, hasWorkInProgress, startWizard } from "./wizard.ts";

describe("custom field wizard steps (docs/product/items-and-fees.md)", () => {
  it("saves text, textarea and hidden text straight from the details tab", () => {
    for (const type of ["text", "textarea"] as const) {
      const state = { ...startWizard(0, null), draft: { ...blankField(), label: "Name", type } };
      expect(advance(state)).toEqual({ kind: "save", field: { ...blankField(), label: "Name", type } });
    }
    const hidden = {
      ...startWizard(0, null),
      draft: { ...blankField(), label: "Source", type: "hiddentext" as const, defaultValue: "web" },
    };
    expect(advance(hidden)).toMatchObject({ kind: "save", field: { defaultValue: "web", values: [] } });
  });

  it("sends the option types to the options tab, and checks option counts only there", () => {
    const details = { ...startWizard(0, null), draft: { ...blankField(), label: "Size", type: "dropdown" as const } };
    expect(advance(details)).toEqual({ kind: "options" });
    const options = { ...details, tab: "options" as const, draft: { ...details.draft, values: ["S", "  "] } };
    expect(advance(options)).toEqual({ kind: "problems", problems: [CUSTOM_FIELD_MESSAGES.twoOptions] });
    const checkbox = { ...options, draft: { ...options.draft, type: "checkboxes" as const, values: [" "] } };
    expect(advance(checkbox)).toEqual({ kind: "problems", problems: [CUSTOM_FIELD_MESSAGES.oneOption] });
    const radios = { ...options, draft: { ...options.draft, type: "radios" as const, values: [" Yes", "No ", ""] } };
    expect(advance(radios)).toMatchObject({ kind: "save", field: { values: ["Yes", "No"] } });
  });

  it("names the label and hidden value problems on the details tab", () => {
    const state = { ...startWizard(0, null), draft: { ...blankField(), type: "hiddentext" as const } };
    expect(advance(state)).toEqual({
      kind: "problems",
      problems: [CUSTOM_FIELD_MESSAGES.labelRequired, CUSTOM_FIELD_MESSAGES.hiddenNeedsValue],
    });
  });

  it("drops what a type does not keep when the field is finished", () => {
    const field = finishedField({
      ...blankField(),
      label: " Note ",
      type: "text",
      defaultValue: "x",
      values: ["a"],
      unfinished: true,
    });
    expect(field).toEqual({ ...blankField(), label: "Note" });
  });

  it("counts any edit as work in progress, and an untouched field as none", () => {
    const state = startWizard(2, { ...blankField(), label: "Shirt", type: "radios", values: ["S", "M"] });
    expect(hasWorkInProgress(state)).toBe(false);
    expect(hasWorkInProgress({ ...state, draft: { ...state.draft, values: ["S", "M", "L"] } })).toBe(true);
    expect(state.draft.values).not.toBe(state.original?.values);
  });
});
