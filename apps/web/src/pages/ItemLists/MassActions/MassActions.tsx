import { Button, Menu } from "@mantine/core";
import type { ReactNode } from "react";
import {
  IconChecklist,
  IconChevronDown,
  IconEye,
  IconEyeOff,
  IconFileDescription,
  IconFileCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconReportMoney,
  IconRestore,
  IconTrash,
  IconTrashX,
} from "@tabler/icons-react";
import { SelectionBar } from "../../../components/SelectionBar/index.ts";

export type MassAction =
  | "saveAsDraft"
  | "removeDraft"
  | "trash"
  | "deleteForever"
  | "restore"
  | "activate"
  | "deactivate"
  | "show"
  | "hide"
  | "pnpOn"
  | "pnpOff";

interface MassActionsProps {
  count: number;
  /** The trash is on screen: only restore and the permanent delete make sense there. */
  inTrash: boolean;
  busy: boolean;
  onAction: (action: MassAction) => void;
  onClear: () => void;
}

/**
 * The selection bar: how many items are chosen and what can be done to all of them at once. The
 * draft and trash actions are buttons; the switches' bulk versions sit in a short menu.
 */
export function MassActions({ count, inTrash, busy, onAction, onClear }: MassActionsProps) {
  const button = (action: MassAction, label: string, icon: ReactNode, color?: string) => (
    <Button size="xs" variant="light" color={color} leftSection={icon} disabled={busy} onClick={() => onAction(action)}>
      {label}
    </Button>
  );
  const item = (action: MassAction, label: string, icon: ReactNode) => (
    <Menu.Item leftSection={icon} onClick={() => onAction(action)}>
      {label}
    </Menu.Item>
  );
  return (
    <SelectionBar count={count} onClear={onClear}>
      {inTrash ? (
        <>
          {button("restore", "Restore", <IconRestore size={14} aria-hidden />)}
          {button("deleteForever", "Delete permanently", <IconTrashX size={14} aria-hidden />, "red")}
        </>
      ) : (
        <>
          {button("saveAsDraft", "Save as draft", <IconFileDescription size={14} aria-hidden />)}
          {button("removeDraft", "Remove draft", <IconFileCheck size={14} aria-hidden />)}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="light" loading={busy} rightSection={<IconChevronDown size={14} aria-hidden />}>
                Switch on or off
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {item("activate", "Activate", <IconPlayerPlay size={14} aria-hidden />)}
              {item("deactivate", "Deactivate", <IconPlayerPause size={14} aria-hidden />)}
              {item("show", "Make visible", <IconEye size={14} aria-hidden />)}
              {item("hide", "Make invisible", <IconEyeOff size={14} aria-hidden />)}
              <Menu.Divider />
              {item("pnpOn", "Paid/not paid on", <IconReportMoney size={14} aria-hidden />)}
              {item("pnpOff", "Paid/not paid off", <IconChecklist size={14} aria-hidden />)}
            </Menu.Dropdown>
          </Menu>
          {button("trash", "Move to trash", <IconTrash size={14} aria-hidden />, "red")}
        </>
      )}
    </SelectionBar>
  );
}
