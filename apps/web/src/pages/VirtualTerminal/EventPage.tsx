import { Alert, Button, Stack, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconCalendarEvent, IconMapPin } from "@tabler/icons-react";
import { Link, useNavigate, useParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { hasPermission, type Session } from "../../lib/session.ts";
import { orderIdFrom } from "../Receipt/useReceipt.ts";
import { AddItemPanel } from "./AddItemPanel.tsx";
import { CartButton } from "./CartButton.tsx";
import { eventLines, type EventFields } from "./event-details.ts";
import { flashPath, terminalPath } from "./paths.ts";

/**
 * `/{module}/virtual-terminal/event/{itemId}` (docs/product/terminal.md): an event's tickets at the
 * terminal.
 */
export function EventPage() {
  return (
    <MenuGate path="virtual-terminal/event/:itemId">{(session, module) => <Event session={session} module={module} />}</MenuGate>
  );
}

function EventDetails({ item }: { item: EventFields }) {
  const { when, where } = eventLines(item);
  return (
    <Stack gap={4}>
      {when && (
        <Text size="sm" data-testid="event-when">
          <IconCalendarEvent size={16} aria-hidden /> {when}
        </Text>
      )}
      {where && (
        <Text size="sm" data-testid="event-where">
          <IconMapPin size={16} aria-hidden /> {where}
        </Text>
      )}
    </Stack>
  );
}

function Event({ session, module }: { session: Session; module: TModule }) {
  const navigate = useNavigate();
  // An item id reads like an order id: a positive whole number.
  const itemId = orderIdFrom(useParams().itemId);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="Event tickets"
        description="Choose how many tickets, who they are for, and save them to the cart."
        actions={<CartButton module={module} />}
      />
      {itemId === null ? (
        <Alert color="red" variant="light" role="alert">
          This event is not on sale.
        </Alert>
      ) : (
        <AddItemPanel
          module={module}
          companyId={session.company.id}
          itemId={itemId}
          details={(item) => <EventDetails item={item as EventFields} />}
          submitLabel="Save to cart"
          announce={false}
          // Saving an event's tickets says so on the events' message page
          // (docs/product/terminal.md; for those who may read item pages), whose first control goes
          // on to the cart.
          onAdded={(message) =>
            void navigate(hasPermission(session, "items.view") ? flashPath(module, "items/events", message) : terminalPath(module, "pay"))
          }
        />
      )}
      <Button component={Link} to={terminalPath(module, "office")} variant="subtle" w="fit-content">
        Back to the terminal
      </Button>
    </Stack>
  );
}
