import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../trpc.ts";
import { FigureTable } from "./FigureTable.tsx";
import { FAILS_IN_PLACE, Widget } from "./Widget.tsx";

/** Items with a limited quantity that are (nearly) sold out: what to restock or close. */
export function SellingOutWidget({ module }: { module: TModule }) {
  const query = useQuery({ ...trpc.dashboard.sellingOut.queryOptions({ module }), ...FAILS_IN_PLACE });
  return (
    <Widget name="items-selling-out" title="Items selling out" subtitle="80% or more of the quantity sold" query={query}>
      {(data) => (
        <FigureTable
          caption="Items selling out, fewest left first"
          columns={[{ label: "Item" }, { label: "Sold", numeric: true }, { label: "Left", numeric: true }]}
          rows={data.rows}
          rowKey={(r) => r.itemId}
          cells={(r) => [`${r.title} (${r.code})`, `${r.sold} of ${r.available}`, r.left]}
          empty="No item is close to selling out."
        />
      )}
    </Widget>
  );
}
