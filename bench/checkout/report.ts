/** The checkout bench's markdown summary (paste it into a README as is). */
import { type MachineInfo, machineLine, print, table } from "../lib/report.ts";
import type { CheckoutRound, CheckoutSettings, MeasuredPhase } from "./types.ts";

interface CheckoutResults {
  date: string;
  database: string;
  databaseVersion: string;
  appPoolMax: number;
  settings: CheckoutSettings;
  machine: MachineInfo;
  median: number;
  rounds: CheckoutRound[];
}

export function printCheckoutReport(results: CheckoutResults): void {
  const { settings, rounds } = results;
  const median = rounds[results.median]!;
  const targets: [string, MeasuredPhase][] = [[`bare SQL through pg (${settings.clients} connections)`, median.sql]];
  if (median.app)
    targets.push([`app: PUT /pay/put + POST /pay/process/terminal-cart (pool of ${results.appPoolMax})`, median.app]);
  const rows = targets.map(([name, { figures, audit }]) => [
    name,
    figures.ordersPerSecond,
    figures.orderLatencyMs.p50,
    figures.orderLatencyMs.p99,
    `${audit.rows.lines} / ${audit.rows.payments} / ${audit.rows.ledger} / ${audit.rows.checkoutRequests}`,
    audit.doubleCharges,
    audit.oversoldUnits,
    Object.values(figures.failures).reduce((a, b) => a + b, 0),
    figures.appMsPerOrder ?? `(driver) ${figures.driverMsPerOrder}`,
    figures.appCpuMsPerOrder ?? "",
  ]);
  const steps = Object.entries((median.app ?? median.sql).figures.stepLatencyMs).map(([name, l]) => [
    name,
    l.count,
    l.p50,
    l.p99,
    l.max,
  ]);
  print();
  print("## Checkout");
  print();
  print(
    [
      `${settings.clients} concurrent clients, each in a closed loop; ${settings.firstWarmupSeconds} s warm-up in round 1 and ${settings.warmupSeconds} s in later ones, then ${settings.seconds} s measured; ` +
        `${rounds.length} rounds of the bare SQL then the app; the round with the median ratio is shown. After each window every client ` +
        `buys the last ${settings.lastSeats} seats of a limited item until refused.`,
      "",
      table(
        [
          "Target",
          "orders/s",
          "order p50 ms",
          "order p99 ms",
          "lines / payments / ledger / keys per order",
          "double charges",
          "oversold units",
          "failures",
          "busy ms/order",
          "app CPU ms/order",
        ],
        rows,
      ),
      "",
      median.ratio === null
        ? "The app was not measured (BENCH_CHECKOUT_TARGETS=sql)."
        : `Orders per second, app / bare SQL: **${median.ratio}** (rounds ${rounds.map((r) => r.ratio).join(", ")}); goal ≥ 200 orders/s through the app.`,
      // The goal holds only if it holds in every round, not just the median one.
      `Every round, orders/s: ${rounds
        .map(
          (r, i) =>
            `round ${i + 1} bare SQL ${r.sql.figures.ordersPerSecond}, app ${r.app?.figures.ordersPerSecond ?? "-"}` +
            (r.app?.figures.appCpuMsPerOrder === undefined ? "" : ` (app CPU ${r.app.figures.appCpuMsPerOrder} ms/order`) +
            (r.app?.figures.gatewayCpuMsPerOrder === undefined
              ? ""
              : `, gateway simulator process ${r.app.figures.gatewayCpuMsPerOrder} ms/order`) +
            (r.app?.figures.appCpuMsPerOrder === undefined ? "" : ")"),
        )
        .join("; ")}.`,
      median.app?.figures.appStatementsPerOrder === undefined
        ? ""
        : `Statements on the app's pool per paid order: ${median.app.figures.appStatementsPerOrder} (the reference: 11 + 2 per line, BEGIN and COMMIT included).`,
      "",
      table([`${median.app ? "App request" : "SQL step"} (median round)`, "n", "p50 ms", "p99 ms", "max ms"], steps),
      "",
      `Double clicks (same key sent twice at once): ${rounds.map((r) => `${r.app?.figures.doubleClicks ?? "-"} app / ${r.sql.figures.doubleClicks} sql`).join("; ")}, ` +
        `mismatched answers ${rounds.reduce((n, r) => n + (r.app?.figures.doubleClickMismatches ?? 0) + r.sql.figures.doubleClickMismatches, 0)}.`,
      "",
      machineLine(results.machine, results.database, results.databaseVersion, results.date),
    ].join("\n"),
  );
  print();
}
