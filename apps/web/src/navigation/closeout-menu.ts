/**
 * The close-out's menu entries (read by navigation/menu.ts): closing out one's own day needs the
 * terminal (as on the server); a kept sheet is read by its owner or by those with the transactions
 * permission, which one menu permission cannot say, so the sheet's page asks the server and shows
 * its refusal; the company's list needs the transactions permission.
 */
import { IconCalendarCheck } from "@tabler/icons-react";
import type { MenuEntry } from "./menu-entry.ts";

export const CLOSEOUT_DAY: MenuEntry = {
  label: "Close out the day",
  path: "virtual-terminal/closeout",
  icon: IconCalendarCheck,
  permission: "terminal.manage",
  ready: true,
  description: "Count your drawer at the end of the day: your cash and checks beside what you count, the difference, a sheet to print.",
};

export const CLOSEOUT_SCREENS: readonly MenuEntry[] = [
  CLOSEOUT_DAY,
  { label: "Close-out sheet", path: "virtual-terminal/closeout/:closeoutId", icon: IconCalendarCheck, ready: true, inNavigation: false },
  {
    label: "Close-outs",
    path: "reports/closeouts",
    icon: IconCalendarCheck,
    permission: "reports.view",
    ready: true,
    description: "Every staff member's end-of-day counts: expected, counted, over or short; print or download.",
  },
];
