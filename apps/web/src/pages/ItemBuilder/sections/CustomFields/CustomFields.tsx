import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useBuilder } from "../../Builder/builder-context.ts";
import { ConfirmModal } from "../../Builder/ConfirmModal.tsx";
import { useBuilderField } from "../../Builder/form-context.ts";
import type { CustomFieldValue } from "../../form/values.ts";
import { BUILDER_MESSAGES } from "../../messages.ts";
import { Section } from "../Section.tsx";
import { FieldList } from "./FieldList.tsx";
import { WizardPanel } from "./WizardPanel.tsx";
import { advance, blankField, hasWorkInProgress, startWizard, type WizardState, type WizardTab } from "./wizard.ts";

type Confirmation = { kind: "discard" | "switch"; then: () => void };

/**
 * Custom data fields (docs/product/items-and-fees.md, Custom fields). The field being edited stays
 * in the form flagged unfinished, so readiness names it until the wizard is left; the edits
 * themselves reach the form on save.
 */
export function CustomFields() {
  const { highlights } = useBuilder();
  const [fields, setFields] = useBuilderField("customFields");
  const [wizard, setWizard] = useState<WizardState | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);

  /** Leaves the wizard without its edits; a new field disappears, an existing one is as it was. */
  const discard = (state: WizardState, current: CustomFieldValue[]): CustomFieldValue[] => {
    const next = state.isNew
      ? current.filter((_, i) => i !== state.index)
      : current.map((field, i) => (i === state.index && state.original ? { ...state.original, unfinished: false } : field));
    setWizard(null);
    return next;
  };

  /**
   * Opens the wizard on a field, first leaving the one in progress (docs/product/items-and-fees.md
   * warns that its work is lost).
   */
  const open = (start: (current: CustomFieldValue[]) => void) => {
    const go = () => start(wizard ? discard(wizard, fields) : fields);
    if (wizard && hasWorkInProgress(wizard)) setConfirmation({ kind: "switch", then: go });
    else go();
  };

  const add = () =>
    open((current) => {
      setFields([...current, { ...blankField(), unfinished: true }]);
      setWizard(startWizard(current.length, null));
    });
  const edit = (index: number) =>
    open((current) => {
      const field = current[index];
      if (!field) return;
      setFields(current.map((f, i) => (i === index ? { ...f, unfinished: true } : f)));
      setWizard(startWizard(index, { ...field, unfinished: false }));
    });
  const cancel = () => {
    if (!wizard) return;
    const go = () => setFields(discard(wizard, fields));
    if (hasWorkInProgress(wizard)) setConfirmation({ kind: "discard", then: go });
    else go();
  };
  const change = (patch: Partial<CustomFieldValue>) =>
    wizard && setWizard({ ...wizard, draft: { ...wizard.draft, ...patch }, problems: [] });
  const goTo = (tab: WizardTab) => {
    if (!wizard || tab === wizard.tab) return;
    if (tab === "details") return setWizard({ ...wizard, tab, problems: [] });
    const step = advance(wizard);
    setWizard(step.kind === "problems" ? { ...wizard, problems: step.problems } : { ...wizard, tab: "options", problems: [] });
  };
  const next = () => {
    if (!wizard) return;
    const step = advance(wizard);
    if (step.kind === "problems") return setWizard({ ...wizard, problems: step.problems });
    if (step.kind === "options") return setWizard({ ...wizard, tab: "options", problems: [] });
    setFields(fields.map((field, i) => (i === wizard.index ? step.field : field)));
    setWizard(null);
  };
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const moved = [...fields];
    const [field] = moved.splice(index, 1);
    if (!field || target < 0 || target > moved.length) return;
    moved.splice(target, 0, field);
    setFields(moved);
  };

  return (
    <Section id="custom-fields" description="Questions the payer answers when paying: text, hidden values or choices.">
      <FieldList
        fields={fields}
        editingIndex={wizard?.index ?? null}
        highlights={highlights}
        onEdit={edit}
        onMove={move}
        onDelete={(index) => setFields(fields.filter((_, i) => i !== index))}
      />
      {wizard ? (
        <WizardPanel state={wizard} onChange={change} onTab={goTo} onAdvance={next} onCancel={cancel} />
      ) : (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            Add custom field
          </Button>
        </Group>
      )}
      <ConfirmModal
        opened={confirmation !== null}
        title={confirmation?.kind === "switch" ? BUILDER_MESSAGES.switchFieldTitle : BUILDER_MESSAGES.discardFieldTitle}
        body={confirmation?.kind === "switch" ? BUILDER_MESSAGES.switchFieldBody : BUILDER_MESSAGES.discardFieldBody}
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          confirmation?.then();
          setConfirmation(null);
        }}
        onCancel={() => setConfirmation(null)}
      />
    </Section>
  );
}
