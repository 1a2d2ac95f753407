import { Button, Grid, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { IconArrowRight } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
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
import { trpc } from "../../trpc.ts";

/**
 * The multi-add page: the school's documented address (/pay/school/multi-a2c,
 * docs/product/terminal.md), else the module's own.
 */
const multiAddPath = (module: TModule) => (module === "school" ? "/pay/school/multi-a2c" : terminalPath(module, "multi-add"));

/** `/{module}/virtual-terminal/office` (docs/product/terminal.md): the office terminal. */
export function OfficePage() {
  return <MenuGate path="virtual-terminal/office">{(session, module) => <Office session={session} module={module} />}</MenuGate>;
}

/**
 * The cart beside the items: what it holds and the way to pay. After the items in the page's order,
 * so from the Item field the next Tabs are the cart and Check out.
 */
function CartSide({ module }: { module: TModule }) {
  const cart = useQuery({ ...trpc.cart.list.queryOptions({ module }), throwOnError: false });
  const lines = cart.data?.lines.length ?? 0;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="terminal-cart-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="terminal-cart-title">
          Cart
        </Title>
        <Text size="sm" data-testid="office-cart-summary">
          {lines === 0 ? "No items yet." : `${lines} ${lines === 1 ? "line" : "lines"}, ${formatCents(cart.data?.totals.totalCents ?? 0)}`}
        </Text>
        <CartButton module={module} />
        {/* Below the cart's own link, so its arrival moves nothing a pointer is aimed at. */}
        {lines > 0 && (
          // The whole cart to the payment step; the cart page chooses lines to pay another time.
          <Button component={Link} to={terminalPath(module, "payinfo")} rightSection={<IconArrowRight size={16} aria-hidden />}>
            Check out
          </Button>
        )}
        <Button component={Link} to={multiAddPath(module)} variant="default">
          Add several items
        </Button>
        <Button component={Link} to={`/${module}/virtual-terminal/closeout`} variant="default">
          Close out the day
        </Button>
      </Stack>
    </Paper>
  );
}

function Office({ session, module }: { session: Session; module: TModule }) {
  const companyId = session.company.id;
  return (
    <Stack gap="lg">
      <PageHeader title="Virtual terminal" description="Add items to the cart by item or student by student, then take card, cash or check." />
      <QueryCodeAlert />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Terminal module={module} companyId={companyId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CartSide module={module} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function Terminal({ module, companyId }: { module: TModule; companyId: number }) {
  return (
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
  );
}
