import { Checkbox, Stack, Text, Textarea } from "@mantine/core";
import { shortPostRemaining } from "@paydesk/domain";
import { PROMOTION_MESSAGES, type TModule } from "@paydesk/validators";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { Composer, useConnections, type ComposerForm } from "../Composer/index.ts";
import { PROMOTION_ROUTES } from "../paths.ts";

/**
 * `/school/promote/twitter/compose`: a short post with a remaining-characters counter
 * (docs/product/dashboard-images-promotions.md).
 */
export function ShortPostComposePage() {
  return <MenuGate path={PROMOTION_ROUTES.short}>{(_session, module) => <ShortPostCompose module={module} />}</MenuGate>;
}

function ShortPostCompose({ module }: { module: TModule }) {
  const connections = useConnections(module);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="Social post" description="A short post with an item's pay link, on your Twitter account." />
      <QueryStates query={connections} rows={4}>
        {({ shortLinkLength }) => (
          <Composer
            module={module}
            channel="short"
            formLabel="Social post"
            submitLabel="Post"
            messageField={(form) => <ShortPostMessage form={form} linkLength={shortLinkLength} />}
          />
        )}
      </QueryStates>
    </Stack>
  );
}

/**
 * The text with its counter: 139 minus the link's length, minus it again with an image. At the
 * limit the counter turns red; past it the field is flagged (aria-invalid and the message) and the
 * schema refuses it on submit, as the server does.
 */
function ShortPostMessage({ form, linkLength }: { form: ComposerForm; linkLength: number }) {
  const { message, withImage } = form.getValues();
  const remaining = shortPostRemaining(message, { linkLength, withImage });
  const over = remaining < 0;
  const inputProps = form.getInputProps("message");
  const counted = remaining === 1 || remaining === -1 ? `${remaining} character left` : `${remaining} characters left`;
  return (
    <Stack gap="xs">
      <Textarea
        label="Message"
        withAsterisk
        autosize
        minRows={3}
        maxRows={8}
        {...inputProps}
        error={over ? PROMOTION_MESSAGES.shortPostTooLong : inputProps.error}
        // The counter is the field's description: read with it, and announced as it changes.
        inputWrapperOrder={["label", "input", "description", "error"]}
        descriptionProps={{ "aria-live": "polite", "data-testid": "short-post-counter" }}
        description={
          <Text span size="sm" c={remaining <= 0 ? "red.8" : "dimmed"}>
            {counted}
          </Text>
        }
      />
      <Checkbox
        label="Include the item's image"
        description={`An image counts as another link (${linkLength} characters).`}
        {...form.getInputProps("withImage", { type: "checkbox" })}
      />
    </Stack>
  );
}
