import { Alert, Box, Button, Grid, Stack } from "@mantine/core";
import { schemaResolver } from "@mantine/form";
import { ITEM_MESSAGES, ZItemFormSchema, type TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { memo, useMemo, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { modulePath } from "../../../navigation/paths.ts";
import type { BuilderLabels, BuilderOptions, SaveResult } from "../api.ts";
import { highlightsOf, sectionOfProblem, type SectionId } from "../form/sections.ts";
import type { BuilderValues } from "../form/values.ts";
import { ReadinessPanel } from "../Readiness/ReadinessPanel.tsx";
import { useReadiness, type ReadinessSource } from "../Readiness/useReadiness.ts";
import { CustomFields } from "../sections/CustomFields/CustomFields.tsx";
import { GeneralDetails } from "../sections/GeneralDetails/GeneralDetails.tsx";
import { PaymentSettlement } from "../sections/PaymentSettlement/PaymentSettlement.tsx";
import { Promote } from "../sections/Promote/Promote.tsx";
import { Recurring } from "../sections/Recurring/Recurring.tsx";
import { Target } from "../sections/Target/Target.tsx";
import { SideNav } from "../SideNav/SideNav.tsx";
import { BuilderContext, type BuilderContextValue } from "./builder-context.ts";
import { BuilderFormProvider, useCreateBuilderForm, useSharedForm } from "./form-context.ts";
import { UnsavedChangesGuard } from "./UnsavedChangesGuard.tsx";
import classes from "./Builder.module.css";
import { useSave } from "./useSave.ts";

const RESOLVER = schemaResolver(ZItemFormSchema, { sync: true });

/** The form's latest values and a call on each change, fed by the form's onValuesChange. */
function valuesFeed(initial: BuilderValues): ReadinessSource & { publish: (values: BuilderValues) => void } {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    getValues: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: (values) => {
      current = values;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The sections, rendered again only when the form as a whole is (errors, readiness highlights,
 * several values set at once): each follows the values it shows by itself.
 */
const Sections = memo(function Sections({ type, editorKey }: { type: BuilderValues["type"]; editorKey: string }) {
  return (
    <Stack gap="lg">
      <GeneralDetails editorKey={editorKey} />
      <PaymentSettlement />
      {type === "recurring" && <Recurring />}
      <CustomFields />
      <Target />
      <Promote />
    </Stack>
  );
});

/** Each item type's own list in modules without the all-items list. */
const LIST_OF_TYPE: Partial<Record<BuilderValues["type"], string>> = {
  recurring: "payments/recurring",
  multi: "payments/mips",
  event: "payments/events",
};

/**
 * Where Cancel lands (docs/product/items-and-fees.md): the school's item list at
 * /school/items?cancel_action=discard, which says the changes were discarded; other modules' list
 * of the item's type, the same way.
 */
function discardPath(module: TModule, type: BuilderValues["type"]): string {
  const list = module === "school" ? "items" : (LIST_OF_TYPE[type] ?? "payments/individual-items");
  return `${modulePath(module, list)}?cancel_action=discard`;
}

export interface BuilderProps {
  module: TModule;
  companyId: number;
  options: BuilderOptions;
  labels: BuilderLabels;
  itemId: number | null;
  code: string | null;
  initialValues: BuilderValues;
  canSearchAccounts: boolean;
  header: ReactNode;
  onSaved: (result: SaveResult) => void;
}

/** The item builder: the form, its sections, the side navigation, readiness and saving. */
export function Builder({
  module,
  companyId,
  options,
  labels,
  itemId,
  code,
  initialValues,
  canSearchAccounts,
  header,
  onSaved,
}: BuilderProps) {
  // Readiness follows every change of the form without the form re-rendering for it.
  const [feed] = useState(() => valuesFeed(initialValues));
  const form = useCreateBuilderForm({
    mode: "uncontrolled",
    initialValues,
    validate: RESOLVER,
    onValuesChange: feed.publish,
  });
  const type = form.useWatchValue("type");
  const sharedForm = useSharedForm(form);
  const readiness = useReadiness(module, feed);
  const { save, saving, refused, serverHighlights } = useSave({ module, itemId, form, readiness, onSaved });
  const navigate = useNavigate();

  // A new item starts with every problem open; its inputs turn red once the user asks (a save, a
  // click on a problem), a stored item's at once.
  const [showHighlights, setShowHighlights] = useState(itemId !== null);
  const problems = useMemo(() => readiness.result?.problems ?? [], [readiness.result]);
  // Compared by content: an answer naming the same problems changes nothing on the page.
  const highlightsKey = JSON.stringify({ ...(showHighlights ? highlightsOf(problems) : {}), ...serverHighlights });
  const highlights = useMemo(() => JSON.parse(highlightsKey) as Record<string, string>, [highlightsKey]);
  const submit = (asDraft: boolean) => {
    setShowHighlights(true);
    void save(asDraft);
  };
  const withProblems = useMemo(() => new Set<SectionId>(problems.map(sectionOfProblem)), [problems]);
  const context = useMemo<BuilderContextValue>(
    () => ({ module, companyId, options, labels, highlights, itemId, code, canSearchAccounts }),
    [module, companyId, options, labels, highlights, itemId, code, canSearchAccounts],
  );

  return (
    <BuilderFormProvider form={sharedForm}>
      <BuilderContext.Provider value={context}>
        <Stack gap="lg">
          {header}
          {refused && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle size={18} aria-hidden />}
              role="alert"
              data-testid="draft-only"
            >
              {ITEM_MESSAGES.draftOnly}
            </Alert>
          )}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 3 }}>
              <Box className={classes.side}>
                <Stack gap="sm">
                  <SideNav type={type} withProblems={withProblems} />
                  <ReadinessPanel readiness={readiness} onProblem={() => setShowHighlights(true)} />
                  <Stack gap="xs">
                    <Button onClick={() => submit(false)} loading={saving}>
                      Save
                    </Button>
                    <Button variant="default" onClick={() => submit(true)} disabled={saving}>
                      Save as Draft
                    </Button>
                    {/* With unsaved changes, the leave guard asks before they are discarded. */}
                    <Button variant="subtle" color="gray" onClick={() => void navigate(discardPath(module, type))} disabled={saving}>
                      Cancel
                    </Button>
                  </Stack>
                </Stack>
              </Box>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 9 }}>
              <Sections type={type} editorKey={`${itemId ?? "new"}`} />
            </Grid.Col>
          </Grid>
        </Stack>
        <UnsavedChangesGuard isDirty={form.isDirty} />
      </BuilderContext.Provider>
    </BuilderFormProvider>
  );
}
