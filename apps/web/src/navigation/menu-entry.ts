/** The shape of a line of the menu (menu.ts) and of a group of lines, for the files that add lines to it. */
import type { Permission } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import type { Icon } from "@tabler/icons-react";

export interface MenuEntry {
  label: string;
  /** Below `/{module}`; "" is the module home. */
  path: string;
  icon: Icon;
  /** One line for the module home's list of screens. */
  description?: string;
  /** The screen exists. Everything else renders disabled with "Coming soon". */
  ready?: boolean;
  /**
   * Limits the entry to some modules of its menu (routes written `/{school|vendor}/…` in docs/product/).
   */
  modules?: readonly TModule[];
  /** Hidden unless the user's roles grant it (control staff hold every permission). */
  permission?: Permission;
  /**
   * False for a screen reached by a link from another screen (a form, a step, a list without a
   * menu line): it has no line in the side navigation, but its page gate still reads it here.
   */
  inNavigation?: false;
}

export interface MenuGroup {
  /** Null for the entries above the first heading. */
  label: string | null;
  entries: readonly MenuEntry[];
}
