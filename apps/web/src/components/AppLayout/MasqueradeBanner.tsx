import { Button, Group, Text } from "@mantine/core";
import { IconArrowBackUp, IconUserShare } from "@tabler/icons-react";
import { useEffect } from "react";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError } from "../../lib/notify.tsx";
import type { Session } from "../../lib/session.ts";
// Not the folder index: that would pull the site-search modal into the first download.
import { useEndQuickLogin } from "../ChangeSite/useQuickLogin.ts";
import classes from "./MasqueradeBanner.module.css";

/** Height of the strip under the header while acting as someone through quick login. */
export const MASQUERADE_BANNER_HEIGHT = 44;

/** "Acting as X — return to Y": always in sight while someone acts as another user. */
export function MasqueradeBanner({ session }: { session: Session }) {
  const { end, pending, error } = useEndQuickLogin();
  useEffect(() => {
    if (error) notifyError(errorMessage(error));
  }, [error]);
  const realName = session.realUser?.name ?? "your account";

  return (
    <Group
      className={classes.banner}
      h={MASQUERADE_BANNER_HEIGHT}
      px="md"
      justify="space-between"
      wrap="nowrap"
      role="status"
      data-testid="masquerade-banner"
    >
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconUserShare size={18} aria-hidden className={classes.icon} />
        <Text size="sm" truncate>
          <span className={classes.hideOnPhone}>You are </span>acting as{" "}
          <strong data-testid="masquerade-acting-as">{session.user.name}</strong>
          <span className={classes.hideOnPhone}>
            {" "}
            of {session.company.name} · signed in as <strong data-testid="masquerade-real-user">{realName}</strong>
          </span>
        </Text>
      </Group>
      <Button
        size="compact-sm"
        color="dark"
        variant="white"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        onClick={end}
        loading={pending}
        aria-label={`Return to ${realName}`}
      >
        <span className={classes.hideOnPhone}>Return to {realName}</span>
        <span className={classes.phoneOnly}>Return</span>
      </Button>
    </Group>
  );
}
