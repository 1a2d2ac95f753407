import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  closeoutDifference,
  describeCheckCountDifference,
  formatCents,
  formatDay,
  readCountedAmount,
  readCountedChecks,
} from "@paydesk/domain";
import { CLOSEOUT_MESSAGES, CLOSEOUT_NOTE_MAX, type TModule } from "@paydesk/validators";
import { IconCashRegister } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { DataTable, type DataColumns } from "../../components/DataList/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { showServerError } from "../../components/ServerErrors/index.ts";
import { formatDate } from "../../lib/dates.ts";
import { orderText } from "../../lib/labels.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { trpc } from "../../trpc.ts";
import classes from "./Closeout.module.css";
import { DifferenceText } from "./DifferenceText.tsx";
import { CLOSEOUT_PATHS } from "./paths.ts";
import type { CloseoutDay } from "./types.ts";

/**
 * `/{module}/virtual-terminal/closeout`: the staff member's own day at the terminal — the cash
 * and checks they took (count, sum, each check's number) beside what they count, the difference
 * in words as they type, then Save, which opens the printable sheet.
 */
export function CloseoutPage() {
  return <MenuGate path="virtual-terminal/closeout">{(_session, module) => <CloseoutDayScreen module={module} />}</MenuGate>;
}

function CloseoutDayScreen({ module }: { module: TModule }) {
  const day = useQuery(trpc.closeout.day.queryOptions({ module }));
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title="Close out the day"
        description={day.data ? `Your cash and checks of ${formatDay(day.data.day)}, beside what you count in the drawer.` : "Your cash and checks of today, beside what you count in the drawer."}
        actions={
          <Button component={Link} to={`/${module}/virtual-terminal/office`} variant="default" leftSection={<IconCashRegister size={16} aria-hidden />}>
            Back to the terminal
          </Button>
        }
      />
      <QueryStates query={day}>{(data) => <DayBody module={module} day={data} />}</QueryStates>
    </Stack>
  );
}

function DayBody({ module, day }: { module: TModule; day: CloseoutDay }) {
  const [recounting, setRecounting] = useState(false);
  const { expected, current } = day;
  return (
    <>
      <Paper p="md" radius="lg" withBorder>
        <Stack gap="md">
          <Title order={2} size="h4">
            What the drawer should hold
          </Title>
          <Table striped withTableBorder aria-label="Expected cash and checks" data-testid="closeout-expected">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tender</Table.Th>
                <Table.Th scope="col" className={classes.figure}>
                  Payments
                </Table.Th>
                <Table.Th scope="col" className={classes.figure}>
                  Amount
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr data-testid="expected-cash">
                <Table.Th scope="row">Cash</Table.Th>
                <Table.Td className={classes.figure}>{expected.cash.count}</Table.Td>
                <Table.Td className={classes.figure}>{formatCents(expected.cash.cents)}</Table.Td>
              </Table.Tr>
              <Table.Tr data-testid="expected-checks">
                <Table.Th scope="row">Checks</Table.Th>
                <Table.Td className={classes.figure}>{expected.check.count}</Table.Td>
                <Table.Td className={classes.figure}>{formatCents(expected.check.cents)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {expected.check.checks.length > 0 && <CheckList checks={expected.check.checks} module={module} />}
          <Text size="sm" c="dimmed">
            Your own sales at the terminal today, each less what was refunded of it. Card payments are not in the drawer and are not counted.
          </Text>
        </Stack>
      </Paper>
      {current && !recounting ? (
        <Alert color="teal" variant="light" title="This day is closed out" data-testid="closeout-done">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              You closed it out on {formatDate(current.closedAt)}: <DifferenceText cents={current.difference.totalCents} />.
            </Text>
            <Group gap="sm">
              <Button component={Link} to={CLOSEOUT_PATHS.sheet(module, current.closeoutId)} size="sm">
                View the close-out sheet
              </Button>
              <Button variant="default" size="sm" onClick={() => setRecounting(true)}>
                Recount
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <CountForm module={module} day={day} recount={current !== null} onCancel={current ? () => setRecounting(false) : undefined} />
      )}
      {day.history.length > 0 && (
        <Text size="sm" c="dimmed">
          Earlier counts of this day, kept as history:{" "}
          {day.history.map((h, i) => (
            <span key={h.closeoutId}>
              {i > 0 ? ", " : ""}
              <Anchor component={Link} to={CLOSEOUT_PATHS.sheet(module, h.closeoutId)}>
                {formatDate(h.closedAt)}
              </Anchor>
            </span>
          ))}
        </Text>
      )}
    </>
  );
}

type TakenCheck = CloseoutDay["expected"]["check"]["checks"][number];

function CheckList({ checks, module }: { checks: readonly TakenCheck[]; module: TModule }) {
  return (
    <DataTable
      label="Checks taken"
      data-testid="closeout-checks"
      columns={checkColumns(module)}
      rows={checks}
      rowKey={(check) => check.paymentId}
      verticalSpacing={7}
      withTableBorder
    />
  );
}

function checkColumns(module: TModule): DataColumns<TakenCheck> {
  return [
    { header: "Check number", cell: (check) => check.checkNumber || "No number" },
    {
      header: "Order",
      cell: (check) => (
        <Anchor component={Link} to={`/${module}/virtual-terminal/print-receipt/${check.orderId}`}>
          {orderText(check.orderId)}
        </Anchor>
      ),
    },
    { header: "Amount", align: "right", cell: (check) => <span className={classes.figure}>{formatCents(check.cents)}</span> },
  ];
}

interface CountValues {
  countedCash: string;
  countedChecks: string;
  countedCheckCount: string;
  note: string;
}

function CountForm({ module, day, recount, onCancel }: { module: TModule; day: CloseoutDay; recount: boolean; onCancel?: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<CountValues>({
    mode: "controlled",
    initialValues: { countedCash: "", countedChecks: "", countedCheckCount: "", note: "" },
    validate: {
      countedCash: (value) => readErrorOf(readCountedAmount(value, CLOSEOUT_MESSAGES.cashRequired)),
      countedChecks: (value) => readErrorOf(readCountedAmount(value, CLOSEOUT_MESSAGES.checksRequired)),
      countedCheckCount: (value) => readErrorOf(readCountedChecks(value)),
      note: (value) => (value.trim().length > CLOSEOUT_NOTE_MAX ? CLOSEOUT_MESSAGES.noteTooLong : null),
    },
  });
  const save = useMutation(
    trpc.closeout.create.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.message);
        await queryClient.invalidateQueries({ queryKey: trpc.closeout.day.queryKey() });
        void navigate(CLOSEOUT_PATHS.sheet(module, result.closeout.closeoutId));
      },
      onError: (error) => showServerError(form, error),
    }),
  );

  const values = form.getValues();
  const cash = readCountedAmount(values.countedCash);
  const checks = readCountedAmount(values.countedChecks);
  const checkCount = readCountedChecks(values.countedCheckCount);
  const difference = closeoutDifference(day.expected, {
    countedCashCents: cash.ok ? cash.cents : 0,
    countedCheckCents: checks.ok ? checks.cents : 0,
    countedCheckCount: checkCount.ok ? checkCount.count : 0,
  });

  return (
    <Paper p="md" radius="lg" withBorder>
      <form
        noValidate
        aria-label={recount ? "Recount the drawer" : "Count the drawer"}
        onSubmit={form.onSubmit((v) => {
          const cashCents = readCountedAmount(v.countedCash);
          const checkCents = readCountedAmount(v.countedChecks);
          const count = readCountedChecks(v.countedCheckCount);
          if (!cashCents.ok || !checkCents.ok || !count.ok) return;
          save.mutate({
            module,
            day: day.day,
            recount,
            countedCashCents: cashCents.cents,
            countedCheckCents: checkCents.cents,
            countedCheckCount: count.count,
            note: v.note,
          });
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {recount ? "Recount the drawer" : "What you counted"}
          </Title>
          {recount && (
            <Text size="sm">Your first count of this day stays in the history; the recount becomes the day&apos;s close-out.</Text>
          )}
          <Group align="flex-start" grow wrap="wrap">
            <TextInput label="Cash counted" description="Dollars and cents, e.g. 125.50" inputMode="decimal" autoComplete="off" withAsterisk {...form.getInputProps("countedCash")} />
            <TextInput label="Checks counted, total" description="The checks' amounts added up" inputMode="decimal" autoComplete="off" withAsterisk {...form.getInputProps("countedChecks")} />
            <TextInput label="Number of checks counted" inputMode="numeric" autoComplete="off" withAsterisk {...form.getInputProps("countedCheckCount")} />
          </Group>
          <Textarea label="Note" description="Optional: why the drawer is over or short, who checked it" autosize minRows={2} maxLength={CLOSEOUT_NOTE_MAX} {...form.getInputProps("note")} />
          <Paper p="sm" radius="md" withBorder role="status" aria-live="polite" data-testid="closeout-difference">
            <Stack gap={4}>
              <DifferenceText prefix="Cash" cents={difference.cashCents} testId="difference-cash" />
              <DifferenceText prefix="Checks" cents={difference.checkCents} testId="difference-checks" />
              {describeCheckCountDifference(difference.checkCount) && <Text size="sm">{describeCheckCountDifference(difference.checkCount)}.</Text>}
              <DifferenceText prefix="In all" cents={difference.totalCents} testId="difference-total" />
            </Stack>
          </Paper>
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {recount ? "Save the recount" : "Save the close-out"}
            </Button>
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function readErrorOf(result: { ok: true } | { ok: false; message: string }): string | null {
  return result.ok ? null : result.message;
}
