import { Button, Group } from "@mantine/core";
import { IconMoodSad, IconRefresh } from "@tabler/icons-react";
import { StatusPage } from "../StatusPage/index.ts";

/** A crash never shows a stack trace: a plain apology and the one thing that usually helps. */
export function ErrorFallback({ fullPage }: { fullPage?: boolean }) {
  return (
    <StatusPage
      fullPage={fullPage}
      color="orange"
      icon={<IconMoodSad size={32} aria-hidden />}
      title="Something went wrong"
      message="This page ran into a problem. Reloading usually fixes it; if it keeps happening, please contact support."
      actions={
        <Group justify="center">
          <Button leftSection={<IconRefresh size={18} aria-hidden />} onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Group>
      }
    />
  );
}
