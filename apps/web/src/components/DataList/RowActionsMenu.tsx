import { ActionIcon, Menu } from "@mantine/core";
import { IconDots } from "@tabler/icons-react";
import type { ReactNode } from "react";

interface RowActionsMenuProps {
  /** Names the row in the button's accessible name ("Actions for Ada Lovelace"). */
  name: string;
  /** The menu's entries (Menu.Item, Menu.Divider). */
  children: ReactNode;
}

/**
 * A row's actions behind one button at the right of a list: the row keeps a single tab stop, and
 * the entries open in a menu that the arrow keys walk.
 */
export function RowActionsMenu({ name, children }: RowActionsMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${name}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
