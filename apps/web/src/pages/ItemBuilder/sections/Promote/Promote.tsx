import { Anchor, Checkbox, Stack, Switch, Text } from "@mantine/core";
import { payForItemPath, toVanitySlug } from "@paydesk/domain";
import { useBuilder } from "../../Builder/builder-context.ts";
import { useBuilderForm } from "../../Builder/form-context.ts";
import { Section } from "../Section.tsx";

/** Spec 2 §2 "Promote": whether the item is on sale, its place in the paid / not-paid report, its link. */
export function Promote() {
  const form = useBuilderForm();
  const { code } = useBuilder();
  const values = form.getValues();
  const link = code ? payForItemPath(toVanitySlug(values.slug) || toVanitySlug(values.title), code) : null;

  return (
    <Section id="promote">
      <Stack gap="sm">
        <Switch
          label="Active"
          description="Inactive items cannot be paid for, whatever their audience."
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Text size="sm" c="dimmed" data-testid="visibility-summary">
          {values.visible ? "Shown in the Payment Center." : "Not shown in the Payment Center: payers reach it by its link."} (Set
          under Target.)
        </Text>
        <Checkbox
          label="Paid / not paid report"
          description="Track who has and has not paid for this item."
          {...form.getInputProps("pnpCalc", { type: "checkbox" })}
        />
        {link && (
          <Text size="sm">
            Share the pay link:{" "}
            <Anchor href={link} target="_blank" rel="noreferrer" data-testid="pay-link">
              {window.location.origin}
              {link}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Section>
  );
}
