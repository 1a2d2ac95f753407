import { accessDenied } from "@paydesk/domain";
import { payerRestScope } from "@paydesk/services";
import type { Context } from "../../context.ts";

/**
 * The receipt rung admits a token holder, or a signed-in reader who may see the order — staff
 * included. Paying the rest as its payer is for the token holder and the parent who paid it; staff
 * pay the rest at the terminal's order summary, with the terminal permission.
 */
export function restPayerScope(ctx: Pick<Context, "actor">, input: { orderId: number; token?: string | undefined }): string {
  if (input.token !== undefined) return payerRestScope(input.orderId, null);
  if (ctx.actor?.kind !== "PARENT") throw accessDenied();
  return payerRestScope(input.orderId, ctx.actor.userId);
}
