import { Anchor } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents } from "@paydesk/domain";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { DataList, NumberedPager } from "../../../components/DataList/index.ts";
import type { ListColumns } from "../../../components/ResponsiveList/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { trpc } from "../../../trpc.ts";
import { PARENT_PATHS } from "../paths.ts";
import { OrderStatusBadge } from "../OrderStatusBadge.tsx";
import { formatDateTime } from "../../../lib/dates.ts";
import { orderText } from "../../../lib/labels.ts";

type HistoryOrder = inferRouterOutputs<AppRouter>["parent"]["history"]["orders"][number];

// On a phone each payment is a card headed by its receipt link, every other column a labelled line.
const HISTORY_COLUMNS: ListColumns<HistoryOrder> = [
  { header: "Date", cell: (order) => formatDateTime(order.createdAt) },
  {
    header: "Order",
    phone: "title",
    cell: (order) => (
      <Anchor component={Link} to={PARENT_PATHS.receipt(order.orderId)}>
        {orderText(order.orderId)}
      </Anchor>
    ),
  },
  { header: "Items", cell: (order) => order.titles.join(", ") },
  { header: "Paid to", cell: (order) => order.companyName },
  { header: "Status", cell: (order) => <OrderStatusBadge status={order.status} /> },
  { header: "Total", align: "right", cell: (order) => formatCents(order.totalCents) },
  { header: "Still due", align: "right", cell: (order) => (order.dueCents > 0 ? formatCents(order.dueCents) : "—") },
];

/** `/parent/history`: the parent's payments, newest first, each with its receipt. */
export function HistoryPage() {
  return <MenuGate path="history">{() => <History />}</MenuGate>;
}

function History() {
  const [page, setPage] = useState(1);
  const history = useQuery({ ...trpc.parent.history.queryOptions({ page }), placeholderData: (previous) => previous });

  return (
    <PhoneFirst maw={1000}>
      <PageHeader title="Payment history" description="Your payments and their receipts." />
      <DataList
        query={history}
        rows={(data) => data.orders}
        isEmpty={(data) => data.total === 0}
        rowKey={(order) => order.orderId}
        rowProps={() => ({ "data-testid": "history-order" })}
        label="Your payments"
        columns={HISTORY_COLUMNS}
        minWidth={720}
        cardsOnPhone
        empty="You have not paid for anything yet."
        footer={({ total, pageSize }) => (
          <NumberedPager page={page} total={total} pageSize={pageSize} onChange={setPage} label="Pages of payments" />
        )}
      />
    </PhoneFirst>
  );
}
