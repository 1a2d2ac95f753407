/**
 * The order resources: the transaction screens work on one order, named by `orderId`, that the
 * actor may work on with `permission` (domain `mayWorkOnOrder`: control any; staff whose subtree
 * holds the order's company and whose roles grant it; a parent never). Unknown order 404, out of
 * reach 403; handed on as `ctx.order`. `orderChangeProcedure` is the same rule for calls that name
 * one of the order's changes (`changeId`, the undo) instead of the order; handed on as
 * `ctx.orderChange`.
 */
import { mayWorkOnOrder, type Permission } from "@paydesk/domain";
import { loadOrderChangeForAccess, loadOrderForAccess } from "@paydesk/services";
import { ZOrderChangeScoped, ZOrderScoped } from "@paydesk/validators";
import { resourceProcedure } from "../../trpc.ts";

export const orderProcedure = resourceProcedure({
  input: ZOrderScoped,
  as: "order",
  load: ({ ctx, input }, _permission: Permission) => loadOrderForAccess(ctx.db, input.orderId),
  rule: (order, { ctx }, permission) => mayWorkOnOrder(ctx.actor, order, permission),
});

export const orderChangeProcedure = resourceProcedure({
  input: ZOrderChangeScoped,
  as: "orderChange",
  load: ({ ctx, input }, _permission: Permission) => loadOrderChangeForAccess(ctx.db, input.changeId),
  rule: (change, { ctx }, permission) => mayWorkOnOrder(ctx.actor, change.order, permission),
});
