/**
 * Paying the rest of an order as its payer. The receipt rung admits a token holder, or a signed-in
 * reader who may see the order, staff included; paying as the payer is for the token holder and
 * the parent who paid it (staff pay the rest at the terminal's order summary, with the terminal
 * permission). Hands on `ctx.restPayerScope`: whose idempotency keys these are (payerRestScope).
 */
import { payerRestScope } from "@paydesk/services";
import { ZReceiptScoped } from "@paydesk/validators";
import { publicResourceRung } from "../../trpc.ts";
import { receiptProcedure } from "../receipts/resource.ts";

const restPayerRung = publicResourceRung({
  input: ZReceiptScoped,
  as: "restPayerScope",
  // The payer: the token's holder (no account), else the signed-in caller.
  load: async ({ ctx, input }) => ({ orderId: input.orderId, tokenHolder: input.token !== undefined, actor: ctx.actor }),
  rule: ({ tokenHolder, actor }) => tokenHolder || actor?.kind === "PARENT",
  handOn: ({ orderId, tokenHolder, actor }) => payerRestScope(orderId, tokenHolder ? null : actor!.userId),
});

export const restPayerProcedure = receiptProcedure.concat(restPayerRung());
