import { Alert, Group, Radio, Stack, Switch } from "@mantine/core";
import { setGuestSetting, setVisible, type DisableGuest } from "@paydesk/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderField, useBuilderForm, useBuilderValue } from "../../Builder/form-context.ts";
import { BUILDER_MESSAGES } from "../../messages.ts";
import { Section } from "../Section.tsx";
import { AudienceTargets } from "./AudienceTargets.tsx";
import { GuestStudentWarning } from "./GuestStudentWarning.tsx";

/** disable_guest: 0, 1, 2 (2 is guest checkout only; docs/product/items-and-fees.md). */
const GUEST_CHOICES: { value: DisableGuest; label: string }[] = [
  { value: 0, label: "Guests may check out" },
  { value: 1, label: "No guest checkout" },
  { value: 2, label: "Guest checkout only" },
];

/**
 * "Target": who may pay. Guest checkout only and visible in the Payment Center reset
 * each other (docs/product/items-and-fees.md; domain setGuestSetting / setVisible), and the page
 * says what it reset.
 */
export function Target() {
  const form = useBuilderForm();
  const [availableToUsers, setAvailableToUsers] = useBuilderField("availableToUsers");
  const values = { active: useBuilderValue("active"), visible: useBuilderValue("visible"), disableGuest: useBuilderValue("disableGuest") };
  const [notice, setNotice] = useState<string | null>(null);
  const availableError = useFieldError("availableToUsers");
  const guestError = useFieldError("disableGuest");
  const visibleError = useFieldError("visible");
  const flags = { isDraft: false, active: values.active, visible: values.visible, disableGuest: values.disableGuest };

  const chooseGuest = (disableGuest: DisableGuest) => {
    const next = setGuestSetting(flags, disableGuest);
    setNotice(values.visible && !next.visible ? BUILDER_MESSAGES.guestOnlyHidesItem : null);
    form.setValues({ disableGuest: next.disableGuest, visible: next.visible });
  };
  const chooseVisible = (visible: boolean) => {
    const next = setVisible(flags, visible);
    setNotice(next.disableGuest !== values.disableGuest ? BUILDER_MESSAGES.visibleEndsGuestOnly : null);
    form.setValues({ disableGuest: next.disableGuest, visible: next.visible });
  };

  return (
    <Section id="target">
      <Stack gap="sm">
        <Switch
          label="Available to users"
          description="Signed-in payers may buy it."
          checked={availableToUsers}
          onChange={(e) => setAvailableToUsers(e.currentTarget.checked)}
          error={availableError}
        />
        <Radio.Group
          label="Guest checkout"
          value={String(values.disableGuest)}
          onChange={(v) => chooseGuest(Number(v) as DisableGuest)}
          error={guestError}
        >
          <Group mt={6}>
            {GUEST_CHOICES.map((choice) => (
              <Radio key={choice.value} value={String(choice.value)} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
        <Switch
          label="Visible in the Payment Center"
          checked={values.visible}
          onChange={(e) => chooseVisible(e.currentTarget.checked)}
          error={visibleError}
        />
        {notice && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconInfoCircle size={16} aria-hidden />}
            data-testid="target-notice"
            withCloseButton
            onClose={() => setNotice(null)}
          >
            {notice}
          </Alert>
        )}
      </Stack>
      <AudienceTargets />
      <GuestStudentWarning />
    </Section>
  );
}
