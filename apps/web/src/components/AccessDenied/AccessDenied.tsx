import { Button } from "@mantine/core";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { StatusPage } from "../StatusPage/index.ts";

/** Shown for a module the user may not act in, and whenever the server answers FORBIDDEN. */
export function AccessDenied({ fullPage }: { fullPage?: boolean }) {
  return (
    <StatusPage
      fullPage={fullPage}
      color="red"
      icon={<IconLock size={32} aria-hidden />}
      title="Access restricted"
      message={<span data-testid="access-denied">{AUTH_MESSAGES.accessDenied}</span>}
      actions={
        <Button component={Link} to="/" variant="light">
          Go to my home page
        </Button>
      }
    />
  );
}
