import { Alert } from "@mantine/core";
import { guestPaysWithoutStudent } from "@paydesk/domain";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useBuilderValue } from "../../Builder/form-context.ts";
import { BUILDER_MESSAGES } from "../../messages.ts";

/**
 * Says when guests may pay an item meant for particular students without naming one. A warning,
 * not a refusal: guests paying items for everyone (events, promoted items) is intended.
 */
export function GuestStudentWarning() {
  const targets = useBuilderValue("targets");
  const disableGuest = useBuilderValue("disableGuest");
  if (!guestPaysWithoutStudent({ targeted: targets.length > 0, disableGuest })) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} aria-hidden />} data-testid="guest-student-warning">
      {BUILDER_MESSAGES.guestPaysWithoutStudent}
    </Alert>
  );
}
