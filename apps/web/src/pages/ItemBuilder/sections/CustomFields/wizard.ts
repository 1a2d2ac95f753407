import { customFieldProblems, hasOptions } from "@paydesk/domain";
import { CUSTOM_FIELD_MESSAGES, type CustomFieldType } from "@paydesk/validators";
import type { CustomFieldValue } from "../../form/values.ts";

/**
 * List view, then tab 2 (field details), then tab 3 (options, for the option types only): the
 * wizard of docs/product/items-and-fees.md, Custom fields.
 */
export type WizardTab = "details" | "options";

export interface WizardState {
  /** The field's place in the form's list; a new field is appended while it is edited. */
  index: number;
  isNew: boolean;
  /** What the form held before editing began, restored by a cancel; null for a new field. */
  original: CustomFieldValue | null;
  /** The edits so far, kept out of the form until saved. */
  draft: CustomFieldValue;
  /** The draft as editing began: any difference is work in progress. */
  start: CustomFieldValue;
  tab: WizardTab;
  problems: string[];
}

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType, string> = {
  text: "Text",
  textarea: "Text area",
  hiddentext: "Hidden text",
  dropdown: "Dropdown",
  radios: "Radio buttons",
  checkboxes: "Checkboxes",
};

export function blankField(): CustomFieldValue {
  return { label: "", additionalInfo: "", type: "text", defaultValue: null, isMandatory: false, values: [], unfinished: false };
}

export function startWizard(index: number, field: CustomFieldValue | null): WizardState {
  const draft = field ? { ...field, values: [...field.values], unfinished: false } : blankField();
  return { index, isNew: field === null, original: field, draft, start: draft, tab: "details", problems: [] };
}

export function hasWorkInProgress(state: WizardState): boolean {
  return JSON.stringify(state.draft) !== JSON.stringify(state.start);
}

const OPTION_COUNT_MESSAGES: readonly string[] = [CUSTOM_FIELD_MESSAGES.twoOptions, CUSTOM_FIELD_MESSAGES.oneOption];

/**
 * The custom field problems (docs/product/items-and-fees.md) the details tab can fix; option counts
 * wait for the options tab.
 */
export function detailsProblems(draft: CustomFieldValue): string[] {
  return customFieldProblems(draft).filter((message) => !OPTION_COUNT_MESSAGES.includes(message));
}

/** The field as it is stored: only hidden text keeps a value, only the option types keep options. */
export function finishedField(draft: CustomFieldValue): CustomFieldValue {
  return {
    ...draft,
    label: draft.label.trim(),
    defaultValue: draft.type === "hiddentext" ? (draft.defaultValue ?? "") : null,
    values: hasOptions(draft.type) ? draft.values.map((v) => v.trim()).filter((v) => v !== "") : [],
    unfinished: false,
  };
}

export type WizardStep =
  { kind: "problems"; problems: string[] } | { kind: "options" } | { kind: "save"; field: CustomFieldValue };

/**
 * What "Next" or "Save" on the current tab leads to (text, textarea and hidden text save from the
 * details tab: docs/product/items-and-fees.md).
 */
export function advance(state: WizardState): WizardStep {
  if (state.tab === "details") {
    const problems = detailsProblems(state.draft);
    if (problems.length > 0) return { kind: "problems", problems };
    if (hasOptions(state.draft.type)) return { kind: "options" };
  }
  const problems = customFieldProblems(finishedField(state.draft));
  if (problems.length > 0) return { kind: "problems", problems };
  return { kind: "save", field: finishedField(state.draft) };
}
