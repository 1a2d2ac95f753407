/**
 * The receipt resource: an order's receipt reader. With a `token` in the input, whoever holds the
 * order's receipt token (a wrong one answers like an unknown order, 404); without, a signed-in
 * user who may see the order: control, staff of the order's company subtree with terminal.manage
 * or reports.view, the parent who paid (`mayReadReceipt`, domain). A `module`, when given, must be
 * one the actor may act in. Handed on as `ctx.receiptOrder` (without the token's hash).
 */
import { AppError, accessDenied, canActInModule } from "@paydesk/domain";
import { loadReceiptOrder, mayOpenReceipt } from "@paydesk/services";
import { AUTH_MESSAGES, ZReceiptScoped } from "@paydesk/validators";
import { publicProcedure, publicResourceRung } from "../../trpc.ts";

const receiptRung = publicResourceRung({
  input: ZReceiptScoped,
  as: "receiptOrder",
  load: ({ ctx: { db, actor }, input: { orderId, token, module } }) => {
    // Who asks is settled before the order is read: signed out without a token 401, a module not theirs 403.
    if (token === undefined && !actor) throw new AppError("UNAUTHORIZED", AUTH_MESSAGES.notSignedIn);
    if (module !== undefined && (!actor || !canActInModule(actor, module))) throw accessDenied();
    return loadReceiptOrder(db, orderId);
  },
  rule: (order, { ctx, input }) => mayOpenReceipt(ctx.actor, order, input.token),
  handOn: ({ receiptTokenHash: _hash, ...order }) => order,
});

export const receiptProcedure = publicProcedure.concat(receiptRung());
