/**
 * Group names (docs/product/students-and-groups.md): at least 2 characters ("Groups must have a name in order
 * to be saved."), and unique in the list ("A group in your list already has that name…"). Two names are
 * the same name when they differ only in case or in spaces around and between words: "Band" and
 * " band " would read as one group in a list or a picker.
 */
import { GROUP_MESSAGES, ZGroupName } from "@paydesk/validators";

/** The form a name is compared in. */
export function groupNameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The name as saved: trimmed, inner runs of spaces made one. */
export function cleanGroupName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** The product's message for a name too short (or too long), null when its length is fine. */
export function groupNameLengthProblem(name: string): string | null {
  const parsed = ZGroupName.safeParse(cleanGroupName(name));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? GROUP_MESSAGES.nameRequired);
}

/** True when another group of the list (not `selfId`, the one being edited) has the same name. */
export function isGroupNameTaken(name: string, list: readonly { id: number; name: string }[], selfId?: number): boolean {
  const key = groupNameKey(name);
  return list.some((group) => group.id !== selfId && groupNameKey(group.name) === key);
}

/** The whole name rule: the first message that applies, or null for a name that may be saved. */
export function groupNameProblem(name: string, list: readonly { id: number; name: string }[], selfId?: number): string | null {
  return groupNameLengthProblem(name) ?? (isGroupNameTaken(name, list, selfId) ? GROUP_MESSAGES.nameTaken : null);
}
