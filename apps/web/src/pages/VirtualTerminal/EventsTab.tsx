import { Anchor, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { Link } from "react-router";
import { DataTable, type DataColumns } from "../../components/DataList/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { eventLines } from "./event-details.ts";
import { terminalPath } from "./paths.ts";
import { useTerminalItems } from "./useTerminalItems.ts";

type TerminalItem = inferRouterOutputs<AppRouter>["terminalItems"]["list"][number];

/** The event items on sale: each opens its event page (date, place, tickets). */
export function EventsTab({ module }: { module: TModule }) {
  // Asked of the server by type: filtering the all-items list here would lose events past its limit.
  const { items } = useTerminalItems(module, "event");
  return (
    <QueryStates
      query={items}
      isEmpty={(rows) => rows.length === 0}
      empty={<Text c="dimmed">No event is on sale.</Text>}
    >
      {(rows) => (
        <DataTable label="Events" columns={eventColumns(module)} rows={rows} rowKey={(item) => item.itemId} verticalSpacing="xs" />
      )}
    </QueryStates>
  );
}

function eventColumns(module: TModule): DataColumns<TerminalItem> {
  return [
    {
      header: "Event",
      cell: (item) => (
        <Anchor component={Link} to={terminalPath(module, `event/${item.itemId}`)}>
          {item.title}
        </Anchor>
      ),
    },
    { header: "When", cell: (item) => eventLines(item).when ?? "—" },
    { header: "Where", cell: (item) => eventLines(item).where ?? "—" },
    { header: "Ticket", align: "right", cell: (item) => (item.amountType === "Fixed" ? formatCents(item.amountCents) : "Open amount") },
  ];
}
