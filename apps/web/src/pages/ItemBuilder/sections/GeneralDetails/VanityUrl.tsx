import { Code, Stack, Text, TextInput } from "@mantine/core";
import { payForItemPath, toVanitySlug } from "@paydesk/domain";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderField, useBuilderValue } from "../../Builder/form-context.ts";

/** Stands in for the item code until the first save gives the item one. */
const CODE_PLACEHOLDER = "ITEM-CODE";

/**
 * The vanity URL name (spaces become hyphens, only letters, digits and hyphens kept:
 * docs/product/items-and-fees.md)
 * with a live preview of the pay link; blank takes the title's.
 */
export function VanityUrl() {
  const { code } = useBuilder();
  const [slug, setSlug] = useBuilderField("slug");
  const title = useBuilderValue("title");
  const preview = payForItemPath(toVanitySlug(slug) || toVanitySlug(title), code ?? CODE_PLACEHOLDER);
  const slugError = useFieldError("slug");
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  return (
    <Stack gap={4}>
      <TextInput
        label="Vanity URL name"
        description="Letters, digits and hyphens; spaces become hyphens. Left blank, the title is used."
        value={slug}
        onChange={(event) => setSlug(event.currentTarget.value)}
        onBlur={() => setSlug(toVanitySlug(slug))}
        error={slugError}
        autoComplete="off"
      />
      <Text size="sm" c="dimmed">
        Pay link:{" "}
        <Code data-testid="pay-link-preview">
          {origin}
          {preview}
        </Code>
        {!code && " (the item code is given when the item is first saved)"}
      </Text>
    </Stack>
  );
}
