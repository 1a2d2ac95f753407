import { Anchor, Table, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { Link } from "react-router";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { eventLines } from "./event-details.ts";
import { terminalPath } from "./paths.ts";
import { useTerminalItems } from "./useTerminalItems.ts";

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
        <Table verticalSpacing="xs" aria-label="Events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th>Where</Table.Th>
              <Table.Th ta="right">Ticket</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => {
              const details = eventLines(item);
              return (
                <Table.Tr key={item.itemId}>
                  <Table.Td>
                    <Anchor component={Link} to={terminalPath(module, `event/${item.itemId}`)}>
                      {item.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{details.when ?? "—"}</Table.Td>
                  <Table.Td>{details.where ?? "—"}</Table.Td>
                  <Table.Td ta="right">{item.amountType === "Fixed" ? formatCents(item.amountCents) : "Open amount"}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </QueryStates>
  );
}
