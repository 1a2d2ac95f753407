import { Alert, Button, Group, List, Paper, Stack, Tabs } from "@mantine/core";
import { hasOptions } from "@paydesk/domain";
import { IconAlertTriangle, IconInfoCircle } from "@tabler/icons-react";
import type { CustomFieldValue } from "../../form/values.ts";
import { BUILDER_MESSAGES } from "../../messages.ts";
import { FieldDetailsTab } from "./FieldDetailsTab.tsx";
import { OptionsTab } from "./OptionsTab.tsx";
import type { WizardState, WizardTab } from "./wizard.ts";

interface WizardPanelProps {
  state: WizardState;
  onChange: (patch: Partial<CustomFieldValue>) => void;
  onTab: (tab: WizardTab) => void;
  /** "Next" on the details tab, "Save field" anywhere. */
  onAdvance: () => void;
  onCancel: () => void;
}

/** Tabs 2 and 3 of the custom field wizard (docs/product/items-and-fees.md). */
export function WizardPanel({ state, onChange, onTab, onAdvance, onCancel }: WizardPanelProps) {
  const withOptions = hasOptions(state.draft.type);
  const onDetails = state.tab === "details";
  return (
    <Paper p="md" radius="md" withBorder data-testid="custom-field-wizard">
      <Stack gap="sm">
        {!state.isNew && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={16} aria-hidden />}
            data-testid="existing-field-warning"
          >
            {BUILDER_MESSAGES.editingExistingField}
          </Alert>
        )}
        <Tabs value={state.tab} onChange={(tab) => tab && onTab(tab as WizardTab)}>
          <Tabs.List>
            <Tabs.Tab value="details">Field details</Tabs.Tab>
            {withOptions && <Tabs.Tab value="options">Options</Tabs.Tab>}
          </Tabs.List>
        </Tabs>
        {onDetails ? (
          <FieldDetailsTab draft={state.draft} onChange={onChange} />
        ) : (
          <OptionsTab draft={state.draft} onChange={onChange} />
        )}
        {state.problems.length > 0 && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={16} aria-hidden />}
            role="alert"
            data-testid="custom-field-problems"
          >
            <List size="sm">
              {state.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Group gap="xs">
            {!onDetails && (
              <Button variant="default" onClick={() => onTab("details")}>
                Back
              </Button>
            )}
            <Button onClick={onAdvance}>{onDetails && withOptions ? "Next: options" : "Save field"}</Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
