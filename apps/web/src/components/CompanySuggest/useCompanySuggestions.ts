import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { SUGGEST_MIN_CHARS, TYPEAHEAD_DEBOUNCE_MS } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { trpc } from "../../trpc.ts";

export type CompanySuggestion = inferRouterOutputs<AppRouter>["companies"]["suggest"][number];

/**
 * Companies in reach matching what the user typed (GET /api/suggest/company): at least two
 * characters, asked 175 ms after the last key (docs/product/accounts-and-roles.md). `skip` holds
 * the question back, e.g. while the text is the name of the company already chosen.
 */
export function useCompanySuggestions(text: string, { skip = false }: { skip?: boolean } = {}) {
  // Skipped text is not carried into the debounced term: otherwise the held-back text (a chosen
  // site's name) would still be asked for in the moment after the field is cleared.
  const [term] = useDebouncedValue(skip ? "" : text.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const enabled = term.length >= SUGGEST_MIN_CHARS && !skip;
  const suggestions = useQuery({
    ...trpc.companies.suggest.queryOptions({ term }),
    enabled,
    placeholderData: keepPreviousData,
    // A failed suggestion must not take the page down with it: the list just stays empty.
    throwOnError: false,
    staleTime: 60_000,
  });
  const companies = useMemo(() => (enabled ? (suggestions.data ?? []) : []), [enabled, suggestions.data]);
  // Option values must be unique: the id keeps two sites of the same name apart.
  const byId = useMemo(() => new Map(companies.map((c) => [String(c.id), c])), [companies]);
  return { term, companies, byId, searching: enabled, isFetching: enabled && suggestions.isFetching };
}
