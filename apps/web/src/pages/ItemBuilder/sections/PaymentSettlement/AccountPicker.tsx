import { useDebouncedValue } from "@mantine/hooks";
import type { TCoaKind } from "@paydesk/validators";
import { keepPreviousData, skipToken, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { trpc } from "../../../../trpc.ts";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderField, useBuilderValue } from "../../Builder/form-context.ts";
import { COA_SEARCH_DEBOUNCE_MS } from "../../constants.ts";
import { SearchableSelect } from "../../../../components/SearchableSelect/index.ts";

interface Account {
  id: number;
  number: string;
  name: string;
}

const labelOf = (account: Account) => `${account.number} - ${account.name}`;

/**
 * Chart-of-accounts autocomplete (item-coa-search / coasubs, 250 ms after the last key)
 * over the chosen payee's accounts (the chart is kept per payee:
 * docs/product/chart-of-accounts.md), so it waits for a payee, and a new payee (which clears the
 * accounts, SettlementAccountSelect) loads its own. The server search needs coa.view; an items-only
 * administrator gets the payee's account list filtered here instead.
 */
export function AccountPicker({ kind }: { kind: TCoaKind }) {
  const { module, companyId, labels, canSearchAccounts } = useBuilder();
  const field = kind === "PRIMARY" ? "coaId" : "subCoaId";
  const [value, setValue] = useBuilderField(field);
  const payeeId = useBuilderValue("settlementAccountId");
  const error = useFieldError(field);
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search.trim(), COA_SEARCH_DEBOUNCE_MS);

  const scope = payeeId === null ? null : { module, companyId, kind, payeeId };
  const list = useQuery({ ...trpc.coa.list.queryOptions(scope ?? skipToken), throwOnError: false });
  const selected = list.data?.find((a) => a.id === value);
  const selectedLabel = selected ? labelOf(selected) : kind === "PRIMARY" ? labels.coa : labels.subCoa;
  // Picking an option writes its label into the search box: that is not a new search.
  const searching = term !== "" && term !== selectedLabel;

  const found = useQuery({
    ...trpc.coa.search.queryOptions(scope && canSearchAccounts && searching ? { ...scope, term } : skipToken),
    placeholderData: keepPreviousData,
    throwOnError: false,
  });

  const data = useMemo(() => {
    const lower = term.toLowerCase();
    const matches: Account[] = !searching
      ? (list.data ?? [])
      : canSearchAccounts
        ? (found.data ?? [])
        : (list.data ?? []).filter((a) => labelOf(a).toLowerCase().includes(lower));
    const byId = new Map<number, string>();
    if (value !== null) byId.set(value, selectedLabel ?? `Account #${value}`);
    for (const account of matches) byId.set(account.id, labelOf(account));
    return [...byId].map(([id, label]) => ({ value: String(id), label }));
  }, [term, searching, canSearchAccounts, found.data, list.data, value, selectedLabel]);

  return (
    <SearchableSelect
      label={kind === "PRIMARY" ? "Chart of accounts" : "Sub account"}
      placeholder={payeeId === null ? "Choose the settlement account first" : "Type an account number or name"}
      disabled={payeeId === null && value === null}
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      filter={({ options }) => options}
      value={value === null ? null : String(value)}
      onChange={(next) => setValue(next === null ? null : Number(next))}
      nothingFound={found.isFetching ? "Searching…" : "No account matches"}
      error={error}
      w={{ base: "100%", sm: 360 }}
    />
  );
}
