import { Anchor, Checkbox, Stack, Switch, Text } from "@mantine/core";
import { payForItemPath, toVanitySlug } from "@paydesk/domain";
import { useBuilder } from "../../Builder/builder-context.ts";
import { useBuilderField, useBuilderForm, useBuilderValue } from "../../Builder/form-context.ts";
import { Section } from "../Section.tsx";

/**
 * "Promote": whether the item is on sale, its place in the paid / not-paid report, its link
 * (docs/product/items-and-fees.md).
 */
export function Promote() {
  const { errors } = useBuilderForm();
  const [active, setActive] = useBuilderField("active");
  const [pnpCalc, setPnpCalc] = useBuilderField("pnpCalc");
  const visible = useBuilderValue("visible");

  return (
    <Section id="promote">
      <Stack gap="sm">
        <Switch
          label="Active"
          description="Inactive items cannot be paid for, whatever their audience."
          checked={active}
          onChange={(e) => setActive(e.currentTarget.checked)}
          error={errors.active}
        />
        <Text size="sm" c="dimmed" data-testid="visibility-summary">
          {visible ? "Shown in the Payment Center." : "Not shown in the Payment Center: payers reach it by its link."} (Set
          under Target.)
        </Text>
        <Checkbox
          label="Paid / not paid report"
          description="Track who has and has not paid for this item."
          checked={pnpCalc}
          onChange={(e) => setPnpCalc(e.currentTarget.checked)}
          error={errors.pnpCalc}
        />
        <PayLink />
      </Stack>
    </Section>
  );
}

/** The saved item's pay link, following the title and vanity URL as they are typed. */
function PayLink() {
  const { code } = useBuilder();
  const slug = useBuilderValue("slug");
  const title = useBuilderValue("title");
  const link = code ? payForItemPath(toVanitySlug(slug) || toVanitySlug(title), code) : null;
  if (!link) return null;
  return (
    <Text size="sm">
      Share the pay link:{" "}
      <Anchor href={link} target="_blank" rel="noreferrer" data-testid="pay-link">
        {window.location.origin}
        {link}
      </Anchor>
    </Text>
  );
}
