import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { IconArrowRight, IconHistory, IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { priceText } from "../../../components/ItemPurchaseForm/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { PARENT_MODULE, PARENT_PATHS } from "../paths.ts";
import { dueSummary } from "./due.ts";

/** How many of a student's items the home page names before "and N more". */
const ITEMS_NAMED = 3;

/**
 * The parent's home (`/parent`): each of their students with what there is to pay for them and one
 * way to pay (the make-a-payment page opened on that student), what is still due on a partly paid
 * order, and the cart waiting to be checked out. No account facts a family does not use.
 */
export function ParentHome({ name, email }: { name: string; email: string }) {
  const items = useQuery(trpc.parent.items.queryOptions({}));
  const cart = useQuery(trpc.cart.list.queryOptions({ module: PARENT_MODULE }));
  const history = useQuery(trpc.parent.history.queryOptions({ page: 1 }));
  const owing = (history.data?.orders ?? []).filter((order) => order.dueCents > 0);
  const cartLines = cart.data?.lines.length ?? 0;

  return (
    <PhoneFirst maw={960}>
      <PageHeader title={`Welcome, ${name}`} description="Pay for your students' school items and keep every receipt." />
      <Text size="sm" c="dimmed">
        Signed in as <span data-testid="home-email">{email}</span>
      </Text>

      {cartLines > 0 && cart.data && (
        <Alert color="indigo" variant="light" icon={<IconShoppingCart size={18} aria-hidden />} data-testid="home-cart">
          <Group justify="space-between" gap="sm">
            <Text>
              Your cart holds {cartLines === 1 ? "1 item" : `${cartLines} items`}: {formatCents(cart.data.totals.totalCents)}.
            </Text>
            <Button component={Link} to={PARENT_PATHS.cart} size="sm" w={{ base: "100%", xs: "auto" }}>
              Check out
            </Button>
          </Group>
        </Alert>
      )}

      {owing.map((order) => (
        <Alert key={order.orderId} color="yellow" variant="light" data-testid="home-still-due">
          <Group justify="space-between" gap="sm">
            <Text>
              {formatCents(order.dueCents)} is still due on order {order.orderId} ({order.titles.join(", ")}).
            </Text>
            <Button component={Link} to={PARENT_PATHS.payRest(order.orderId)} size="sm" w={{ base: "100%", xs: "auto" }}>
              Pay the rest
            </Button>
          </Group>
        </Alert>
      ))}

      <QueryStates query={items}>
        {({ students, general }) => (
          <Stack gap="md">
            {students.length === 0 && <Text>No students are linked to your account yet. Your school adds them.</Text>}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {students.map(({ student, items: forStudent }) => {
                const studentName = `${student.firstName} ${student.lastName}`;
                const due = dueSummary(forStudent);
                return (
                  <Paper key={student.studentId} withBorder radius="lg" p={{ base: "md", sm: "lg" }} data-testid="home-student">
                    <Stack gap="sm" h="100%">
                      <div>
                        <Title order={2} fz="lg">
                          {studentName}
                        </Title>
                        <Text size="sm" c="dimmed">
                          {student.grade ? `Grade ${student.grade}, ` : ""}
                          {student.schoolName}
                        </Text>
                      </div>
                      <Text fw={600} data-testid="home-student-due">
                        {due.text}
                      </Text>
                      {forStudent.length > 0 && (
                        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
                          {forStudent.slice(0, ITEMS_NAMED).map((item) => (
                            <Group key={item.itemId} component="li" justify="space-between" gap="xs" wrap="nowrap">
                              <Text size="sm" miw={0} style={{ overflowWrap: "anywhere" }}>
                                {item.title}
                                {item.inCart ? " (in your cart)" : ""}
                              </Text>
                              <Text size="sm" ta="right">
                                {priceText(item)}
                              </Text>
                            </Group>
                          ))}
                          {forStudent.length > ITEMS_NAMED && (
                            <Text size="sm" c="dimmed" component="li">
                              and {forStudent.length - ITEMS_NAMED} more
                            </Text>
                          )}
                        </Stack>
                      )}
                      <Button
                        component={Link}
                        to={`${PARENT_PATHS.pay}?student=${student.studentId}`}
                        mt="auto"
                        size="md"
                        fullWidth
                        rightSection={<IconArrowRight size={16} aria-hidden />}
                      >
                        Pay for {student.firstName}
                      </Button>
                    </Stack>
                  </Paper>
                );
              })}
            </SimpleGrid>
            {general.length > 0 && (
              <Text>
                Your schools also offer{" "}
                <Anchor component={Link} to={`${PARENT_PATHS.pay}?student=general`}>
                  {general.length === 1 ? "1 item" : `${general.length} items`} to every family
                </Anchor>
                .
              </Text>
            )}
          </Stack>
        )}
      </QueryStates>

      <Group>
        <Button component={Link} to={PARENT_PATHS.history} variant="default" leftSection={<IconHistory size={16} aria-hidden />}>
          Payment history
        </Button>
      </Group>
    </PhoneFirst>
  );
}
