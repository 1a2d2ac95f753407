import { Stack, TagsInput, TextInput } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { Composer } from "../Composer/index.ts";
import { PROMOTION_ROUTES } from "../paths.ts";

/** `/school/promote/gmail/compose`: an item's pay link mailed to the addresses typed. */
export function MailComposePage() {
  return <MenuGate path={PROMOTION_ROUTES.mail}>{(_session, module) => <MailCompose module={module} />}</MenuGate>;
}

function MailCompose({ module }: { module: TModule }) {
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader title="E-mail message" description="Mail an item's pay link to the people you choose." />
      <Composer
        module={module}
        channel="mail"
        formLabel="E-mail message"
        submitLabel="Send"
        channelFields={(form) => (
          <>
            <TagsInput
              label="Recipients"
              withAsterisk
              description="Type an address and press Enter; commas and spaces separate addresses too."
              splitChars={[",", " ", ";"]}
              acceptValueOnBlur
              clearable
              {...form.getInputProps("recipients")}
            />
            <TextInput label="Subject" withAsterisk {...form.getInputProps("subject")} />
          </>
        )}
      />
    </Stack>
  );
}
