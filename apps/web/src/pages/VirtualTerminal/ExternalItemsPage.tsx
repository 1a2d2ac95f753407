import { Alert, Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents, readOpenAmount } from "@paydesk/domain";
import { PAYMENT_MESSAGES, SIS_MESSAGES, type TModule, type TSisPlugin } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { DataTable, type DataColumns } from "../../components/DataList/index.ts";
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
 * External items (docs/product/terminal.md): choose a plugin and a student, find the fees the
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
              <ExternalItemsTable module={module} items={found.data.items} showsPriority={showsPriority} />
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

/**
 * The fees as a list, each row with the amount to pay and its add button. What a row holds while
 * it is worked on (the amount typed, the answer to a failed add, an add under way) is kept here by
 * fee, so each cell of the row reads the same state.
 */
function ExternalItemsTable({ module, items, showsPriority }: { module: TModule; items: readonly Item[]; showsPriority: boolean }) {
  const queryClient = useQueryClient();
  const add = useMutation(trpc.cart.add.mutationOptions());
  const [amounts, setAmounts] = useState<Partial<Record<string, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());

  const amountOf = (item: Item) => amounts[item.transientId] ?? readOpenAmount(String(item.amountCents / 100)).text;
  const setAmount = (item: Item, text: string) => setAmounts((all) => ({ ...all, [item.transientId]: text }));
  const setProblem = (item: Item, problem: string | undefined) => setProblems((all) => ({ ...all, [item.transientId]: problem }));
  const setAddingOf = (item: Item, on: boolean) =>
    setAdding((all) => {
      const next = new Set(all);
      if (on) next.add(item.transientId);
      else next.delete(item.transientId);
      return next;
    });

  const addToCart = async (item: Item) => {
    setProblem(item, undefined);
    setAddingOf(item, true);
    try {
      const answer = await add.mutateAsync({
        module,
        itemId: item.carrierItemId,
        studentId: item.studentId,
        amountCents: item.allowPartial ? readOpenAmount(amountOf(item)).cents : item.amountCents,
        transient: { transient_id: item.transientId, plugin: item.plugin },
      });
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: trpc.externalItems.find.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
    } catch (error) {
      const code = errorCode(error);
      setProblem(item, code === "BAD_REQUEST" || code === "CONFLICT" ? (error as Error).message : PAYMENT_MESSAGES.addToCartFailed);
    } finally {
      setAddingOf(item, false);
    }
  };

  const columns: DataColumns<Item> = [
    showsPriority && { header: "Priority", cell: (item) => item.priority },
    { header: "Fee", cell: (item) => item.title },
    { header: "Amount due", cell: (item) => formatCents(item.amountCents) },
    {
      header: "Amount to pay",
      cell: (item) => {
        const problem = problems[item.transientId] ?? null;
        return item.allowPartial && !item.inCart ? (
          <TextInput
            aria-label={`Amount to pay for ${item.title}`}
            value={amountOf(item)}
            onChange={(event) => setAmount(item, event.currentTarget.value)}
            onBlur={() => setAmount(item, readOpenAmount(amountOf(item)).text)}
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
        );
      },
    },
    {
      header: "Add",
      hideHeader: true,
      cell: (item) =>
        item.inCart ? (
          <Group gap="xs">
            <Button disabled size="xs" aria-label={`In Cart: ${item.title}`}>
              In Cart
            </Button>
            <Badge variant="light">In Cart</Badge>
          </Group>
        ) : (
          <Button size="xs" onClick={() => void addToCart(item)} loading={adding.has(item.transientId)} aria-label={`Add to cart: ${item.title}`}>
            Add to cart
          </Button>
        ),
    },
  ];

  return <DataTable label="External items" columns={columns} rows={items} rowKey={(item) => item.transientId} verticalSpacing={7} />;
}
