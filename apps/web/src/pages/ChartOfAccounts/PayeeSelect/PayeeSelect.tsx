import { Select } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { trpc } from "../../../trpc.ts";
import type { Payee } from "../types.ts";

/**
 * The payee whose chart of accounts the page shows (the chart is kept per settlement
 * account: docs/product/chart-of-accounts.md). Kept in `?payee=` so the primary/sub tabs (which
 * carry the query string) stay on it. The choices are the payees the site's items may pay into: its
 * own and those above it, whose shared accounts the site may use. Without a valid choice, the
 * site's own first payee is shown.
 */
export function useSitePayees(module: TModule, siteId: number) {
  const [params, setParams] = useSearchParams();
  const payees = useQuery(trpc.payees.list.queryOptions({ module, usableAt: siteId }));
  const wanted = Number(params.get("payee"));
  const payee = useMemo<Payee | null>(() => {
    const all = payees.data ?? [];
    return all.find((p) => p.id === wanted) ?? all.find((p) => p.companyId === siteId) ?? all[0] ?? null;
  }, [payees.data, wanted, siteId]);
  const choose = useCallback(
    (id: number | null) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (id === null) updated.delete("payee");
          else updated.set("payee", String(id));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { payees, payee, choose };
}

interface PayeeSelectProps {
  payees: readonly Payee[];
  value: Payee | null;
  onChange: (id: number) => void;
}

export function PayeeSelect({ payees, value, onChange }: PayeeSelectProps) {
  return (
    <Select
      label="Settlement account"
      placeholder="Choose the payee"
      data={payees.map((p) => ({ value: String(p.id), label: `${p.name} (${p.companyName})` }))}
      value={value === null ? null : String(value.id)}
      onChange={(next) => {
        if (next !== null) onChange(Number(next));
      }}
      allowDeselect={false}
      searchable
      w={{ base: "100%", sm: 360 }}
      data-testid="coa-payee"
    />
  );
}
