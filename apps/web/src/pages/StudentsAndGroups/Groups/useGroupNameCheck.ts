import { useDebouncedValue } from "@mantine/hooks";
import { groupNameLengthProblem } from "@paydesk/domain";
import { GROUP_NAME_CHECK_DEBOUNCE_MS, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";

interface NameCheck {
  module: TModule;
  name: string;
  /** The edited group (its own name is no clash). */
  groupId?: number;
  /** A new group's owner. */
  companyId?: number;
  /** Only once the user has typed: a blank new form shows no error. */
  enabled: boolean;
}

/**
 * The group name checked as it is typed (check-group, debounced:
 * docs/product/students-and-groups.md): the length rule at once in the browser, then the server's
 * answer on whether the owner's list already has the name. Returns the message to show, or null.
 */
export function useGroupNameCheck({ module, name, groupId, companyId, enabled }: NameCheck): {
  message: string | null;
  checking: boolean;
} {
  const [settled] = useDebouncedValue(name, GROUP_NAME_CHECK_DEBOUNCE_MS);
  const lengthProblem = enabled ? groupNameLengthProblem(name) : null;
  const check = useQuery({
    ...trpc.groups.checkName.queryOptions({ module, name: settled, groupId, companyId }),
    enabled: enabled && !lengthProblem && settled.trim() !== "" && settled === name,
    retry: false,
    throwOnError: false,
    staleTime: 5_000,
  });
  if (lengthProblem) return { message: lengthProblem, checking: false };
  if (!enabled || settled !== name) return { message: null, checking: enabled };
  return { message: check.isError ? errorMessage(check.error) : null, checking: check.isFetching };
}
