import { Anchor, Button, Card, Group, List, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { IconCash, IconChecklist } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { todayInDisplayZone } from "../../lib/dates.ts";
import { hasPermission, useSession, type Session } from "../../lib/session.ts";
import { menuAccess } from "../../navigation/menu.ts";
import { modulePath } from "../../navigation/paths.ts";
import { trpc } from "../../trpc.ts";
import { OperationsPage } from "../Control/Operations/index.ts";
import { ParentHome } from "../Parent/HomePage/index.ts";
import { GO_LIVE_STEP_PATHS } from "./go-live-links.ts";

/**
 * `/{module}`: each person's home shows what they come for. Support staff (control): the
 * operations overview. An administrator: what needs attention and the go-live steps, each linked to
 * where it is done. Office staff: the terminal and today's sales. Parents keep their own home.
 */
export function HomePage() {
  const { data: session } = useSession();
  const module = useParams().module as TModule;
  if (!session) return null;
  // A family comes to pay: their home shows their students and what is due.
  if (module === "parent" || session.user.kind === "PARENT") return <ParentHome name={session.user.name} email={session.user.email} />;
  if (session.user.kind === "CONTROL" && module === "control") {
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {signedInAs(session)}
        </Text>
        <OperationsPage />
      </Stack>
    );
  }
  return <StaffHome module={module} session={session} />;
}

function signedInAs(session: Session) {
  return (
    <>
      Signed in as <span data-testid="home-email">{session.user.email}</span>
    </>
  );
}

function StaffHome({ module, session }: { module: TModule; session: Session }) {
  const may = (path: string) => menuAccess(module, path, session) === "allowed";
  const runsSetup = hasPermission(session, "promote.view") && may("promote/glsteps");
  const atCounter = may("virtual-terminal/office");
  return (
    <Stack gap="lg" maw={1080}>
      <PageHeader title={`Welcome, ${session.user.name}`} description={signedInAs(session)} />
      <SimpleGrid cols={{ base: 1, md: runsSetup && atCounter ? 2 : 1 }} spacing="lg">
        {runsSetup && <GoLiveCard module={module} may={may} />}
        {atCounter && <CounterCard module={module} withSales={may("reports/txn")} />}
      </SimpleGrid>
      {!runsSetup && !atCounter && (
        <Text>Your menu on the left lists what your role lets you open.</Text>
      )}
    </Stack>
  );
}

/** What needs the administrator: the go-live steps not done yet, each with the screen that does it. */
function GoLiveCard({ module, may }: { module: TModule; may: (path: string) => boolean }) {
  const checklist = useQuery(trpc.goLive.list.queryOptions({ module }));
  return (
    <Card padding="lg" component="section" aria-labelledby="home-attention" data-testid="home-attention">
      <Group gap="xs" mb="sm">
        <IconChecklist size={20} aria-hidden />
        <Title order={2} fz="lg" id="home-attention">
          Needs your attention
        </Title>
      </Group>
      <QueryStates query={checklist} rows={4}>
        {({ steps, progress }) => {
          const open = steps.filter((step) => !step.completed);
          return (
            <Stack gap="sm">
              <Text size="sm" id="home-golive-progress">
                Going live: {progress}% done{open.length === 0 ? ". Every step is done." : `, ${open.length} steps left.`}
              </Text>
              {/* The name goes on the section, which carries the progressbar role (as on the checklist page). */}
              <Progress.Root>
                <Progress.Section value={progress} aria-label="Go-live progress" />
              </Progress.Root>
              {open.length > 0 && (
                <List spacing={6} size="sm" aria-label="Go-live steps left" data-testid="home-golive-steps">
                  {open.map((step) => {
                    const path = GO_LIVE_STEP_PATHS[step.name] ?? null;
                    return (
                      <List.Item key={step.name}>
                        {path && may(path) ? (
                          <Anchor component={Link} to={modulePath(module, path)}>
                            {step.label}
                          </Anchor>
                        ) : (
                          step.label
                        )}
                        <Text size="xs" c="dimmed">
                          {step.description}
                        </Text>
                      </List.Item>
                    );
                  })}
                </List>
              )}
              <Anchor component={Link} to={modulePath(module, "promote/glsteps")} size="sm">
                Open the go-live checklist
              </Anchor>
            </Stack>
          );
        }}
      </QueryStates>
    </Card>
  );
}

/** The office's start: the terminal one click away, and what was taken today. */
function CounterCard({ module, withSales }: { module: TModule; withSales: boolean }) {
  return (
    <Card padding="lg" component="section" aria-labelledby="home-counter" data-testid="home-counter">
      <Group gap="xs" mb="sm">
        <IconCash size={20} aria-hidden />
        <Title order={2} fz="lg" id="home-counter">
          At the counter
        </Title>
      </Group>
      <Stack gap="md">
        <Button component={Link} to={modulePath(module, "virtual-terminal/office")} size="md" w="fit-content">
          Take a payment
        </Button>
        {withSales && <TodaysSales module={module} />}
      </Stack>
    </Card>
  );
}

function TodaysSales({ module }: { module: TModule }) {
  const today = todayInDisplayZone();
  const totals = useQuery(trpc.transactions.totals.queryOptions({ module, from: today, to: today }));
  return (
    <QueryStates query={totals} rows={2}>
      {(t) => (
        <Stack gap={4} data-testid="home-today">
          <Text fw={600}>
            Today: {t.count === 1 ? "1 order" : `${t.count} orders`}, {formatCents(t.amountCents)}
          </Text>
          <Text size="sm" c="dimmed">
            Card {formatCents(t.byMethod.CARD)} · Cash {formatCents(t.byMethod.CASH)} · Check {formatCents(t.byMethod.CHECK)}
          </Text>
          <Anchor component={Link} to={`${modulePath(module, "reports/txn")}?from=${today}&to=${today}`} size="sm">
            See today's transactions
          </Anchor>
        </Stack>
      )}
    </QueryStates>
  );
}
