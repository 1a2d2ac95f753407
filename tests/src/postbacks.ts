/**
 * Postbacks for the control-operations tests: paid external fees written as checkout's
 * follow-up writes them (an order, its SIS line with the fee in `transient`, a postback), in any
 * status and on any day, and a SIS simulator behind a slow HTTP front that counts, per payment
 * reference, how many postbacks were in flight at once — the measure of "never sent twice at once".
 */
import { once } from "node:events";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import type { Db } from "@paydesk/db";
import { SIS_PROTOCOLS, type SisPluginName } from "@paydesk/domain";
import { carrierItemData, SisSimulator, simulatorRoute, SIS_SIMULATOR_PATH } from "@paydesk/services";
import type { TExternalTransient } from "@paydesk/validators";
import { uniqueSuffix, type FixtureCompany } from "./fixtures.ts";

export interface PostbackSpec {
  plugin?: SisPluginName;
  status?: "PENDING" | "SENT" | "FAILED" | "MARKED";
  /** Cents; an amount ending in 13 makes the simulator answer 500. */
  amountCents?: number;
  createdAt?: Date;
  attempts?: number;
  memo?: string | null;
  /** PENDING ones: when the queue may send it (default now: due). */
  nextAttemptAt?: Date | null;
}

/** Paid SIS fees with their postbacks at one company. */
export async function postbackMaker(db: Db, company: FixtureCompany) {
  const s = uniqueSuffix();
  const payee = await db.settlementAccount.create({ data: { companyId: company.id, name: `SIS payee ${s}`, reference: `SIS-${s}` } });
  // Promises, so makers running side by side share one carrier item per plugin.
  const carriers = new Map<SisPluginName, Promise<number>>();
  function carrierOf(plugin: SisPluginName): Promise<number> {
    let id = carriers.get(plugin);
    if (!id) {
      const code = `PB${uniqueSuffix()}`.toUpperCase().slice(0, 10);
      // A company may already use the plugin (a second maker at the same company): keep its carrier.
      id = db.companySisPlugin.findUnique({ where: { companyId_plugin: { companyId: company.id, plugin } } }).then(async (existing) => {
        if (existing) return existing.carrierItemId;
        const item = await db.item.create({ data: carrierItemData(company.id, plugin, payee.id, code), select: { id: true } });
        await db.companySisPlugin.create({ data: { companyId: company.id, plugin, carrierItemId: item.id } });
        return item.id;
      });
      carriers.set(plugin, id);
    }
    return id;
  }
  let n = 0;
  return async function makePostback(spec: PostbackSpec = {}) {
    const plugin = spec.plugin ?? "synergy";
    const amountCents = spec.amountCents ?? 1250;
    const createdAt = spec.createdAt ?? new Date();
    const status = spec.status ?? "PENDING";
    const externalId = `PB-${Number.parseInt(s, 36) % 1_000_000}${n++}`;
    const student = await db.student.create({ data: { companyId: company.id, externalId, firstName: "Pat", lastName: `Postback${s}` } });
    const transient: TExternalTransient = {
      transient_id: `FEE-${externalId}`,
      plugin,
      title: "Chemistry lab fee",
      allow_partial: false,
      sis_amount_cents: amountCents,
      priority: null,
      student_id: student.id,
      student: externalId,
    };
    const order = await db.order.create({
      data: {
        companyId: company.id,
        source: "TERMINAL",
        status: "PAID",
        payerName: "Pat Parker",
        subtotalCents: amountCents,
        totalCents: amountCents,
        paidCents: amountCents,
        createdAt,
        lines: {
          create: { itemId: await carrierOf(plugin), itemCode: "SIS", title: "Chemistry lab fee", studentId: student.id, settlementAccountId: payee.id, quantity: 1, amountCents, totalCents: amountCents, transient },
        },
        payments: { create: { method: "CASH", amountCents, payerName: "Pat Parker", createdAt } },
      },
      select: { id: true, lines: { select: { id: true } }, payments: { select: { id: true } } },
    });
    const postback = await db.postback.create({
      data: {
        orderId: order.id,
        orderLineId: order.lines[0]!.id,
        companyId: company.id,
        plugin,
        status,
        attempts: spec.attempts ?? (status === "PENDING" ? 0 : 1),
        memo: spec.memo ?? null,
        nextAttemptAt: status === "PENDING" ? (spec.nextAttemptAt === undefined ? createdAt : spec.nextAttemptAt) : null,
        lastError: status === "FAILED" ? "HTTP 500: Internal error posting the payment" : null,
        createdAt,
      },
    });
    return { postback, orderId: order.id, paymentId: order.payments[0]!.id, reference: `PD-${order.id}-${order.lines[0]!.id}`, student };
  };
}

export interface SlowSis {
  urlOf(plugin: SisPluginName): string;
  simulator: SisSimulator;
  /** Per payment reference: how many postbacks arrived in all, and the most at once. */
  postbacksOf(reference: string): { received: number; maxInFlight: number };
  close(): Promise<void>;
}

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (text += chunk));
    req.on("end", () => resolve(text));
    req.on("error", reject);
  });
}

/** The SIS simulator answering each request `delayMs` late, counting overlapping postbacks per reference. */
export async function startSlowSis(delayMs: number): Promise<SlowSis> {
  const simulator = new SisSimulator();
  const counts = new Map<string, { received: number; inFlight: number; maxInFlight: number }>();
  const server = createServer((req, res) => {
    void (async () => {
      const route = simulatorRoute((req.url ?? "/").slice(SIS_SIMULATOR_PATH.length));
      const method = req.method === "GET" || req.method === "POST" ? (req.method as "GET" | "POST") : null;
      if (!route || !method) return res.writeHead(404).end();
      const body = await readAll(req);
      const request = { method, path: route.path, headers: req.headers as Record<string, string>, body: body || null };
      const call = SIS_PROTOCOLS[route.plugin].readCall(request);
      const count = call.kind === "postback" ? (counts.get(call.payment.reference) ?? { received: 0, inFlight: 0, maxInFlight: 0 }) : null;
      if (call.kind === "postback" && count) {
        counts.set(call.payment.reference, count);
        count.received += 1;
        count.inFlight += 1;
        count.maxInFlight = Math.max(count.maxInFlight, count.inFlight);
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (count) count.inFlight -= 1;
      const answer = simulator.answer(route.plugin, request);
      res.writeHead(answer.status, { "content-type": answer.contentType }).end(answer.body);
    })();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    urlOf: (plugin) => `http://127.0.0.1:${port}${SIS_SIMULATOR_PATH}/${plugin}`,
    simulator,
    postbacksOf: (reference) => {
      const count = counts.get(reference);
      return { received: count?.received ?? 0, maxInFlight: count?.maxInFlight ?? 0 };
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
