import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { describeCheckCountDifference, formatCents, formatDay } from "@paydesk/domain";
import type { TModule } from "@paydesk/validators";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { NotFound } from "../../components/NotFound/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { formatDate } from "../../lib/dates.ts";
import { trpc } from "../../trpc.ts";
import classes from "./Closeout.module.css";
import { DifferenceText } from "./DifferenceText.tsx";
import { CLOSEOUT_PATHS } from "./paths.ts";
import type { Closeout } from "./types.ts";

/**
 * `/{module}/virtual-terminal/closeout/{closeoutId}`: one kept close-out as a sheet to print (the
 * shell and the buttons stay on screen) or download as CSV. Who may read it is the server's rule
 * (their own, or the transactions permission): its refusal shows in place of the sheet.
 */
export function CloseoutSheetPage() {
  return <MenuGate path="virtual-terminal/closeout/:closeoutId">{(_session, module) => <SheetScreen module={module} />}</MenuGate>;
}

function SheetScreen({ module }: { module: TModule }) {
  const raw = useParams().closeoutId ?? "";
  const closeoutId = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const sheet = useQuery({ ...trpcGet(module, closeoutId ?? 0), enabled: closeoutId !== null });
  if (closeoutId === null) return <NotFound />;
  return (
    <Stack gap="lg" maw={960}>
      <QueryStates query={sheet}>{(closeout) => <Sheet module={module} closeout={closeout} />}</QueryStates>
    </Stack>
  );
}

const trpcGet = (module: TModule, closeoutId: number) => trpc.closeout.get.queryOptions({ module, closeoutId });

function Sheet({ module, closeout }: { module: TModule; closeout: Closeout }) {
  const { expected, counted, difference } = closeout;
  const zone = { zone: closeout.timeZone };
  const countWords = describeCheckCountDifference(difference.checkCount);
  return (
    <>
      <Group justify="space-between" data-print="hide">
        <Anchor component={Link} to={CLOSEOUT_PATHS.day(module)}>
          Close out the day
        </Anchor>
        <Group gap="sm">
          <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
            Print
          </Button>
          <Button component="a" href={CLOSEOUT_PATHS.sheetCsv(module, closeout.closeoutId)} download variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
            Download CSV
          </Button>
        </Group>
      </Group>
      <Paper p="xl" radius="lg" withBorder className={classes.sheet} data-testid="closeout-sheet">
        <Stack gap="md">
          <div>
            <Title order={1} fz={26}>
              Close-out of {formatDay(closeout.day)}
            </Title>
            <Text>
              {closeout.companyName} · {closeout.staff.name} ({closeout.staff.email})
            </Text>
            <Text size="sm" c="dimmed">
              Closed on {formatDate(closeout.closedAt, "dateTime", zone)}
              {closeout.recount ? " · a recount" : ""}
            </Text>
          </div>
          {closeout.supersededAt && (
            <Alert color="yellow" variant="light" title="Replaced by a recount">
              This count was replaced on {formatDate(closeout.supersededAt, "dateTime", zone)}; it is kept as history.
            </Alert>
          )}
          <Table withTableBorder withColumnBorders aria-label="Expected, counted and the difference" data-testid="closeout-figures">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Tender</Table.Th>
                <Table.Th scope="col" className={classes.figure}>
                  Expected
                </Table.Th>
                <Table.Th scope="col" className={classes.figure}>
                  Counted
                </Table.Th>
                <Table.Th scope="col">Difference</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr data-testid="sheet-cash">
                <Table.Th scope="row">Cash ({expected.cash.count} payments)</Table.Th>
                <Table.Td className={classes.figure}>{formatCents(expected.cash.cents)}</Table.Td>
                <Table.Td className={classes.figure}>{formatCents(counted.cashCents)}</Table.Td>
                <Table.Td>
                  <DifferenceText cents={difference.cashCents} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr data-testid="sheet-checks">
                <Table.Th scope="row">
                  Checks ({expected.check.count} expected, {counted.checkCount} counted)
                </Table.Th>
                <Table.Td className={classes.figure}>{formatCents(expected.check.cents)}</Table.Td>
                <Table.Td className={classes.figure}>{formatCents(counted.checkCents)}</Table.Td>
                <Table.Td>
                  <DifferenceText cents={difference.checkCents} />
                  {countWords && <Text size="sm">{countWords}</Text>}
                </Table.Td>
              </Table.Tr>
              <Table.Tr data-testid="sheet-total">
                <Table.Th scope="row">In all</Table.Th>
                <Table.Td className={classes.figure}>{formatCents(expected.cash.cents + expected.check.cents)}</Table.Td>
                <Table.Td className={classes.figure}>{formatCents(counted.cashCents + counted.checkCents)}</Table.Td>
                <Table.Td>
                  <DifferenceText cents={difference.totalCents} testId="sheet-difference" />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          {expected.check.checks.length > 0 && (
            <Table withTableBorder aria-label="Checks expected">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Check number</Table.Th>
                  <Table.Th scope="col">Order</Table.Th>
                  <Table.Th scope="col" className={classes.figure}>
                    Amount
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {expected.check.checks.map((check) => (
                  <Table.Tr key={check.paymentId}>
                    <Table.Td>{check.checkNumber || "No number"}</Table.Td>
                    <Table.Td>#{check.orderId}</Table.Td>
                    <Table.Td className={classes.figure}>{formatCents(check.cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {closeout.note && (
            <Text>
              <Text span fw={600}>
                Note:{" "}
              </Text>
              {closeout.note}
            </Text>
          )}
          <Group gap="xl" mt="lg">
            <Text size="sm">Counted by: ______________________</Text>
            <Text size="sm">Checked by: ______________________</Text>
          </Group>
        </Stack>
      </Paper>
    </>
  );
}
