import { Alert, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents, readOpenAmount } from "@paydesk/domain";
import { PAYMENT_MESSAGES, SIS_MESSAGES, type TModule, type TSisPlugin } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { errorCode } from "../../lib/errors.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import type { Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { SHORT_DROPDOWN } from "./dropdown.ts";
import { terminalPath } from "./paths.ts";
import { StudentSelect, type StudentChoice } from "./StudentSelect.tsx";

/**
 * External items (spec 3 §2, CONVENTIONS §9): choose a plugin and a student, find the fees the
 * student information system holds, put them in the terminal cart (already there: disabled, "In
 * Cart"; allow_partial: a smaller amount may be typed), then pay them like any item.
 */
export function ExternalItemsPage() {
  return (
    <MenuGate path="virtual-terminal/external-items">{(session, module) => <ExternalItems session={session} module={module} />}</MenuGate>
  );
}

interface Search {
  plugin: TSisPlugin;
  studentId: number;
}

function ExternalItems({ session, module }: { session: Session; module: TModule }) {
  const plugins = useQuery(trpc.externalItems.plugins.queryOptions({ module }));
  const [plugin, setPlugin] = useState<TSisPlugin | null>(null);
  const [student, setStudent] = useState<StudentChoice>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = useQuery({ ...trpc.externalItems.find.queryOptions(search ? { module, ...search } : { module, plugin: "synergy", studentId: 1 }), enabled: search !== null, retry: false });

  const find = () => {
    if (plugin === null || typeof student !== "number") return setProblem(SIS_MESSAGES.selectPluginAndStudent);
    setProblem(null);
    setSearch({ plugin, studentId: student });
  };

  const showsPriority = plugins.data?.find((p) => p.plugin === search?.plugin)?.showsPriority ?? false;
  return (
    <Stack gap="lg" maw={900}>
      <PageHeader title="External items" description="Find the fees a student owes in a student information system and add them to the cart." />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Select
            label="Student information system"
            withAsterisk
            {...SHORT_DROPDOWN}
            placeholder={plugins.data?.length === 0 ? "No system is set up for your school" : "Choose a system"}
            data={(plugins.data ?? []).map((p) => ({ value: p.plugin, label: p.label }))}
            value={plugin}
            onChange={(value) => setPlugin(value as TSisPlugin | null)}
          />
          <StudentSelect module={module} companyId={session.company.id} value={student} onChange={(next) => setStudent(next)} />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Button onClick={find} loading={found.isFetching} w="fit-content">
            Find
          </Button>
        </Stack>
      </Paper>
      {found.error && (
        <Alert color="red" variant="light" role="alert">
          {found.error.message}
        </Alert>
      )}
      {found.data && (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <Text fw={600}>
              Fees of {found.data.student.firstName} {found.data.student.lastName} ({found.data.student.externalId})
            </Text>
            {found.data.items.length === 0 ? (
              <Text c="dimmed">The system holds no fees for this student.</Text>
            ) : (
              <Table aria-label="External items">
                <Table.Thead>
                  <Table.Tr>
                    {showsPriority && <Table.Th>Priority</Table.Th>}
                    <Table.Th>Fee</Table.Th>
                    <Table.Th>Amount due</Table.Th>
                    <Table.Th>Amount to pay</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Add</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {found.data.items.map((item) => (
                    <ExternalItemRow key={item.transientId} module={module} item={item} showsPriority={showsPriority} />
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Button component={Link} to={terminalPath(module, "pay")} variant="light" w="fit-content">
              Go to the cart
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

type Item = inferRouterOutputs<AppRouter>["externalItems"]["find"]["items"][number];

function ExternalItemRow({ module, item, showsPriority }: { module: TModule; item: Item; showsPriority: boolean }) {
  const queryClient = useQueryClient();
  const add = useMutation(trpc.cart.add.mutationOptions());
  const [amount, setAmount] = useState(readOpenAmount(String(item.amountCents / 100)).text);
  const [problem, setProblem] = useState<string | null>(null);

  const addToCart = async () => {
    setProblem(null);
    try {
      const answer = await add.mutateAsync({
        module,
        itemId: item.carrierItemId,
        studentId: item.studentId,
        amountCents: item.allowPartial ? readOpenAmount(amount).cents : item.amountCents,
        transient: { transient_id: item.transientId, plugin: item.plugin },
      });
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: trpc.externalItems.find.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
    } catch (error) {
      const code = errorCode(error);
      setProblem(code === "BAD_REQUEST" || code === "CONFLICT" ? (error as Error).message : PAYMENT_MESSAGES.addToCartFailed);
    }
  };

  return (
    <Table.Tr>
      {showsPriority && <Table.Td>{item.priority}</Table.Td>}
      <Table.Td>{item.title}</Table.Td>
      <Table.Td>{formatCents(item.amountCents)}</Table.Td>
      <Table.Td>
        {item.allowPartial && !item.inCart ? (
          <TextInput
            aria-label={`Amount to pay for ${item.title}`}
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            onBlur={() => setAmount(readOpenAmount(amount).text)}
            error={problem}
            w={140}
          />
        ) : (
          <Stack gap={2}>
            <Text size="sm">{formatCents(item.amountCents)}</Text>
            {problem && (
              <Text size="sm" c="red" role="alert">
                {problem}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
      <Table.Td>
        {item.inCart ? (
          <Group gap="xs">
            <Button disabled size="xs" aria-label={`In Cart: ${item.title}`}>
              In Cart
            </Button>
            <Badge variant="light">In Cart</Badge>
          </Group>
        ) : (
          <Button size="xs" onClick={() => void addToCart()} loading={add.isPending} aria-label={`Add to cart: ${item.title}`}>
            Add to cart
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
