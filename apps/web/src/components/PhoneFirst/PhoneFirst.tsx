import { Stack, type StackProps } from "@mantine/core";
import { useEffect } from "react";
import "./PhoneFirst.css";

/** How many phone-first pages are mounted (a page and a nested piece may both say so). */
let mounted = 0;

/**
 * A page families use, mostly on a phone (the parent area, the public pay pages): while it is
 * shown, every control on the screen — the page's and its dialogs', which Mantine draws in a portal
 * under `body` — is a tap target of at least 44 px below the `sm` breakpoint (PhoneFirst.css).
 * The mark sits on `body` for that reason; desktop layouts are untouched.
 */
export function PhoneFirst(props: StackProps) {
  useEffect(() => {
    mounted += 1;
    document.body.dataset.phoneFirst = "";
    return () => {
      mounted -= 1;
      if (mounted === 0) delete document.body.dataset.phoneFirst;
    };
  }, []);
  // Room under the last control, so the page's end never cuts a button at the screen's edge.
  return <Stack gap="lg" miw={0} pb="xl" {...props} />;
}
