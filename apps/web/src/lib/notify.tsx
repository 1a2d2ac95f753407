import { notifications } from "@mantine/notifications";
import { IconAlertTriangle, IconCheck, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";

export type FlashKind = "success" | "error" | "info";

export interface Flash {
  kind: FlashKind;
  message: string;
}

const STYLE: Record<FlashKind, { color: string; icon: ReactNode; autoClose: number | false }> = {
  success: { color: "teal", icon: <IconCheck size={18} />, autoClose: 5000 },
  // Errors stay longer: the user may need to read them while fixing the form.
  error: { color: "red", icon: <IconAlertTriangle size={18} />, autoClose: 10_000 },
  info: { color: "blue", icon: <IconInfoCircle size={18} />, autoClose: 6000 },
};

/** The one way the app shows a flash message. */
export function notify({ kind, message }: Flash): void {
  const style = STYLE[kind];
  notifications.show({ message, color: style.color, icon: style.icon, autoClose: style.autoClose, withBorder: true });
}

export const notifySuccess = (message: string) => notify({ kind: "success", message });
export const notifyError = (message: string) => notify({ kind: "error", message });
