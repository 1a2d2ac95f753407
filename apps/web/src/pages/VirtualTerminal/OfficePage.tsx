import { Button, Group, Stack, Tabs } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { Link } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import type { Session } from "../../lib/session.ts";
import { CartButton } from "./CartButton.tsx";
import { EventsTab } from "./EventsTab.tsx";
import { ItemTab } from "./ItemTab.tsx";
import { QueryCodeAlert } from "./QueryCodeAlert.tsx";
import { StudentTab } from "./StudentTab.tsx";
import { terminalPath } from "./paths.ts";

/** The multi-add page: the school's documented address (spec 3 §2 /pay/school/multi-a2c), else the module's own. */
const multiAddPath = (module: TModule) => (module === "school" ? "/pay/school/multi-a2c" : terminalPath(module, "multi-add"));

/** `/{module}/virtual-terminal/office` (spec 3 §2): the office terminal. */
export function OfficePage() {
  return <MenuGate path="virtual-terminal/office">{(session, module) => <Office session={session} module={module} />}</MenuGate>;
}

function Office({ session, module }: { session: Session; module: TModule }) {
  const companyId = session.company.id;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Virtual terminal"
        description="Add items to the cart by item or student by student, then take card, cash or check."
        actions={
          <Group gap="sm">
            <Button component={Link} to={`/${module}/virtual-terminal/closeout`} variant="default">
              Close out the day
            </Button>
            <Button component={Link} to={multiAddPath(module)} variant="default">
              Add several items
            </Button>
            <CartButton module={module} />
          </Group>
        }
      />
      <QueryCodeAlert />
      <Tabs defaultValue="item" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="item">By item</Tabs.Tab>
          <Tabs.Tab value="student">By student</Tabs.Tab>
          <Tabs.Tab value="events">Events</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="item" pt="md">
          <ItemTab module={module} companyId={companyId} />
        </Tabs.Panel>
        <Tabs.Panel value="student" pt="md">
          <StudentTab module={module} companyId={companyId} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="md">
          <EventsTab module={module} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
