/**
 * What every SIS plugin speaks, whatever its wire format (docs/product/terminal.md,
 * docs/product/control-area.md): fees of a student as transient items, and a postback telling the SIS a fee
 * was paid. Each plugin's module maps these to and from its own HTTP requests and answers, on both sides: the
 * client (services/sis) and the built-in simulator (services/sis/simulator.ts) use the same pure code, so the
 * simulator cannot drift from the client it tests.
 */
import type { TSisPlugin } from "@paydesk/validators";
import type { Cents } from "../items/money.ts";

export type SisPluginName = TSisPlugin;

/** One fee the SIS says a student owes. */
export interface SisFee {
  /** The SIS's own id of the fee: the transient item's transient_id. */
  feeId: string;
  title: string;
  amountCents: Cents;
  allowPartial: boolean;
  /** Synergy orders fees by priority (1 first); null for the other systems. */
  priority: number | null;
}

/** A payment to report to the SIS. */
export interface SisPayment {
  /** Ours, unique per paid line: the SIS records a reference once (a repeat answers the same). */
  reference: string;
  feeId: string;
  studentExternalId: string;
  amountCents: Cents;
  /** ISO 8601. */
  paidAt: string;
}

/** An HTTP request, relative to the plugin's base URL. */
export interface SisHttpRequest {
  method: "GET" | "POST";
  /** Starts with "/"; may hold a query string. */
  path: string;
  headers: Readonly<Record<string, string>>;
  body: string | null;
}

export interface SisHttpAnswer {
  status: number;
  contentType: string;
  body: string;
}

/** Read from an answer: what was asked for, or why not. */
export type SisRead<T> = { ok: true; value: T } | { ok: false; error: string };

/** A postback the SIS accepted: its confirmation number. */
export interface SisPostbackReceipt {
  confirmation: string;
}

/** What the simulator understood a request to be. */
export type SisSimulatorCall =
  | { kind: "fees"; studentExternalId: string }
  | { kind: "postback"; payment: SisPayment }
  | { kind: "unauthorized" }
  | { kind: "unknown" };

export interface SisProtocol {
  /** The client side. `credential` is the plugin's API key or token. */
  feesRequest(studentExternalId: string, credential: string): SisHttpRequest;
  readFees(answer: SisHttpAnswer): SisRead<SisFee[]>;
  postbackRequest(payment: SisPayment, credential: string): SisHttpRequest;
  readPostback(answer: SisHttpAnswer): SisRead<SisPostbackReceipt>;
  /** The simulator side. */
  readCall(request: SisHttpRequest): SisSimulatorCall;
  feesAnswer(fees: readonly SisFee[] | null): SisHttpAnswer;
  postbackAnswer(receipt: SisPostbackReceipt): SisHttpAnswer;
  /** A refusal or failure in the plugin's own format (401, 404, 500, …). */
  errorAnswer(status: number, message: string): SisHttpAnswer;
}
