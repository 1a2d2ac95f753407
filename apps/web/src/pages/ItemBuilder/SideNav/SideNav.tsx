import { NavLink, Stack } from "@mantine/core";
import type { ItemTypeName } from "@paydesk/validators";
import { IconAlertCircle } from "@tabler/icons-react";
import { sectionsFor, type SectionId } from "../form/sections.ts";
import { scrollToSection } from "../scroll.ts";

interface SideNavProps {
  type: ItemTypeName;
  /** Sections holding a readiness problem, marked so the user sees where to look. */
  withProblems: ReadonlySet<SectionId>;
}

/** A side navigation that scrolls to each section (docs/product/items-and-fees.md). */
export function SideNav({ type, withProblems }: SideNavProps) {
  return (
    <Stack gap={0} component="nav" aria-label="Item sections">
      {sectionsFor(type).map((section) => (
        <NavLink
          key={section.id}
          component="button"
          type="button"
          label={section.label}
          onClick={() => scrollToSection(section.id)}
          rightSection={
            withProblems.has(section.id) ? (
              <IconAlertCircle size={16} color="var(--mantine-color-red-6)" aria-label="has problems" />
            ) : null
          }
          style={{ borderRadius: 8 }}
        />
      ))}
    </Stack>
  );
}
