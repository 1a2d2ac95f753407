import type { TModule } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { SearchPicker, type PickerChoice } from "../../../../components/SearchPicker/index.ts";
import { trpc } from "../../../../trpc.ts";
import { PICKER_DEBOUNCE_MS } from "../../constants.ts";

interface GroupTargetPickerProps {
  module: TModule;
  companyId: number;
  /** The groups the builder's options list (shown before anything is typed). */
  initial: readonly { id: number; name: string; isSmart: boolean }[];
  onPick: (groupId: number, label: string) => void;
}

/** The group's name alone: it becomes the chip's text ("Group: Seniors"). */
const choiceOf = (group: { id: number; name: string }): PickerChoice => ({ value: String(group.id), label: group.name });

/**
 * The item's audience by student group (listed, smart, or shared from a site above),
 * found by name as suggest/groups finds them. Whoever a group holds when a parent looks is whom
 * the item is offered to: a smart group's rules are read then, not when the item is saved.
 */
export function GroupTargetPicker({ module, companyId, initial, onPick }: GroupTargetPickerProps) {
  const useGroupChoices = (term: string) => {
    const found = useQuery({
      ...trpc.itemBuilder.searchGroups.queryOptions({ module, companyId, term }),
      enabled: term !== "",
      placeholderData: keepPreviousData,
      throwOnError: false,
    });
    const groups = term ? (found.data ?? []) : initial;
    return { choices: groups.map(choiceOf), loading: found.isFetching };
  };
  return (
    <SearchPicker
      label="Add a group"
      placeholder="Type a group name"
      debounceMs={PICKER_DEBOUNCE_MS}
      useChoices={useGroupChoices}
      onPick={(choice) => onPick(Number(choice.value), choice.label)}
    />
  );
}
