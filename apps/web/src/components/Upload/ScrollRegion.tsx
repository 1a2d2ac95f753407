import { ScrollArea } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A table wider than the page (a 14- or 43-column file) scrolls sideways inside this region. Its
 * viewport takes keyboard focus and is named, so someone without a mouse can scroll it with the
 * arrow keys (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: "region", "aria-label": label }}>
      {children}
    </ScrollArea>
  );
}
