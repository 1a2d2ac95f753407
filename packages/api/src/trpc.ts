/**
 * The procedure ladder. Every procedure starts from one of these, and the first word says who may
 * call it: public → authed (signed in) → staff (administrators and control staff, no parents) →
 * module (may act in the module its input names) → permission (one of the actor's roles grants
 * it) or anyPermission (any one of several) → control (control staff acting as themselves, in the
 * control module); beside them, payer (whose cart: terminal staff, a parent or a guest, for the
 * cart and the parent and guest checkout). A rule about one record (an order, an upload batch, a
 * close-out…) is a resource rung: the generic `input → load → rule` at the end of this file, which
 * each domain declares in its `routers/<domain>/resource.ts`. Every access rule is a rung, never a
 * check in a procedure's body.
 * `guards.test.ts` walks the router: a procedure without a guard must be on the public allowlist,
 * and one whose only guard is being signed in (authed, module) on the signed-in allowlist.
 */
import {
  AppError,
  canActInModule,
  hasAnyPermission,
  hasPermission,
  homeModule,
  isControlActingAsSelf,
  isStaff,
  mayCloseOut,
  type Permission,
} from "@paydesk/domain";
import type { CartPayer } from "@paydesk/services";
import {
  AUTH_MESSAGES,
  HTTP_MESSAGES,
  PAYER_MODULE,
  ZCartScoped,
  ZModuleScoped,
  type TPayerModule,
} from "@paydesk/validators";
import { initTRPC, TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { Context } from "./context.ts";
import { describeError, isDatabaseBusy, isLostRace, toTRPCError } from "./errors.ts";
import { transformer } from "./transformer.ts";

const t = initTRPC.context<Context>().create({
  transformer,
  errorFormatter({ shape, error }) {
    const described = describeError(error);
    const { stack: _stack, ...data } = shape.data;
    // appCode: DECLINED / GATEWAY_ERROR (CODES_IN_ANSWERS), so a client tells a decline from a gateway failure.
    return { ...shape, message: described.message, data: { ...data, fieldErrors: described.fieldErrors ?? null, appCode: described.code ?? null } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Services throw AppError; give it the matching tRPC code (the same table the shims use). A write
 * that lost a race the service did not expect answers 409 (see isLostRace) and a busy database 503
 * (see isDatabaseBusy), as on the shims, not a crash's 500.
 */
const translateAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    return { ...result, error: toTRPCError(result.error.cause) };
  }
  if (!result.ok && isLostRace(result.error.cause)) {
    return { ...result, error: new TRPCError({ code: "CONFLICT", message: HTTP_MESSAGES.changedMeanwhile, cause: result.error.cause }) };
  }
  if (!result.ok && isDatabaseBusy(result.error.cause)) {
    return { ...result, error: new TRPCError({ code: "SERVICE_UNAVAILABLE", message: HTTP_MESSAGES.busy, cause: result.error.cause }) };
  }
  return result;
});

const requireSignedIn = t.middleware(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.notSignedIn });
  return next({ ctx: { actor: ctx.actor } });
});

const denied = () => new TRPCError({ code: "FORBIDDEN", message: AUTH_MESSAGES.accessDenied });

export const publicProcedure = t.procedure.use(translateAppErrors);

export const authedProcedure = publicProcedure.use(requireSignedIn);

/**
 * Signed in with a session (the cookie), not with an API key: what manages the credentials
 * themselves. A key that could make, list or revoke keys would outlive its own revocation (it
 * makes a successor first) and turn one leaked key into permanent access.
 */
const requireSession = t.middleware(({ ctx, next }) => {
  if (!ctx.actor) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.notSignedIn });
  if (ctx.authMethod !== "session") throw new TRPCError({ code: "FORBIDDEN", message: AUTH_MESSAGES.sessionRequired });
  return next();
});
export const sessionProcedure = authedProcedure.use(requireSession);

/** The module comes from the first URL segment of the page or shim; the actor must be allowed in it. */
const requireModule = t.middleware(({ ctx, input, next }) => {
  const { module } = input as { module: Parameters<typeof canActInModule>[1] };
  if (!ctx.actor || !canActInModule(ctx.actor, module)) throw denied();
  return next({ ctx: { module } });
});
export const moduleProcedure = authedProcedure.input(ZModuleScoped).use(requireModule);

/** Administrators and control staff: the site and administrator pickers (parents pick neither). */
const requireStaff = t.middleware(({ ctx, next }) => {
  if (!ctx.actor || !isStaff(ctx.actor)) throw denied();
  return next();
});
export const staffProcedure = authedProcedure.use(requireStaff);

/**
 * API keys: staff managing their own keys from a signed-in browser (requireSession). Parents hold
 * none: the parent module has no internal tools to connect, so a parent's key would only be one
 * more way into the account (docs/product/accounts-and-roles.md, Signing in and sessions).
 */
export const staffSessionProcedure = sessionProcedure.use(requireStaff);

type Guard = ReturnType<typeof t.middleware>;
const permissionGuards = new Map<string, Guard>();
/** One middleware per rule, kept so the router walk can recognise it. */
function permissionGuard(key: string, allowed: (actor: NonNullable<Context["actor"]>) => boolean): Guard {
  let guard = permissionGuards.get(key);
  if (!guard) {
    guard = t.middleware(({ ctx, next }) => {
      if (!ctx.actor || !allowed(ctx.actor)) throw denied();
      return next();
    });
    permissionGuards.set(key, guard);
  }
  return guard;
}

/** A module procedure that also needs a role granting `permission` (control staff hold all). */
export function permissionProcedure(permission: Permission) {
  return moduleProcedure.use(permissionGuard(permission, (actor) => hasPermission(actor, permission)));
}

/** A module procedure for a screen several areas share: any one of `permissions` will do. */
export function anyPermissionProcedure(...permissions: [Permission, Permission, ...Permission[]]) {
  const key = `any:${[...permissions].sort().join("|")}`;
  return moduleProcedure.use(permissionGuard(key, (actor) => hasAnyPermission(actor, permissions)));
}

/**
 * Control-only screens (company search, the outbox): control staff acting as themselves, in the
 * control module. Someone on quick login acts as an administrator and is refused.
 */
const requireControl = t.middleware(({ ctx, input, next }) => {
  const { module } = input as { module: string };
  if (!ctx.actor || !isControlActingAsSelf(ctx.actor) || module !== "control") throw denied();
  return next();
});
export const controlProcedure = moduleProcedure.use(requireControl);

/** A guest's first add sets the cookie; a context without a jar (tools, tests) cannot keep a guest cart. */
const noGuestCookie = { set: () => undefined };

/**
 * Whose cart a cart or checkout call works on (docs/product/checkout-and-payments.md, Carts),
 * from the module it names:
 * - `{module}` school/vendor/business/control: staff who may act there with `terminal.manage`
 *   → their TERMINAL cart; anyone else signed in → 403, signed out → 401;
 * - `parent`: a parent (module parent) → their PARENT cart;
 * - `pay` (paths without a module: PUT /pay/put, POST /pay/multi-a2c): signed out → the GUEST
 *   cart of the `paydesk_cart` cookie; signed in → the caller's own cart as if they had named
 *   their home module.
 */
function payerFor(ctx: Context, module: TPayerModule): CartPayer {
  const { actor } = ctx;
  if (!actor) {
    if (module !== PAYER_MODULE) throw new TRPCError({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.notSignedIn });
    return { purpose: "GUEST", guestKey: ctx.guestCartKey ?? null, cookie: ctx.guestCartCookie ?? noGuestCookie };
  }
  const acting = module === PAYER_MODULE ? homeModule(actor) : module;
  if (acting === "parent") {
    if (actor.kind !== "PARENT" || !canActInModule(actor, "parent")) throw denied();
    return { purpose: "PARENT", actor };
  }
  if (!isStaff(actor) || !canActInModule(actor, acting) || !hasPermission(actor, "terminal.manage")) throw denied();
  return { purpose: "TERMINAL", actor, module: acting };
}
const requirePayer = t.middleware(({ ctx, input, next }) => {
  const { module } = input as { module: TPayerModule };
  return next({ ctx: { payer: payerFor(ctx, module) } });
});
/** Cart and parent/guest checkout calls: the payer's own cart, guests included (see payerFor). */
export const payerProcedure = publicProcedure.input(ZCartScoped).use(requirePayer);

/**
 * Paying a cart online: a parent or a guest. Staff pay their terminal cart through the terminal
 * checkout, where the card may be swiped and cash and checks are taken, so a terminal payer is
 * refused here, before the payment fields are read.
 */
type OnlinePayer = Exclude<CartPayer, { purpose: "TERMINAL" }>;
const requireOnlinePayer = t.middleware(({ ctx, next }) => {
  const { payer } = ctx as Context & { payer: CartPayer };
  if (payer.purpose === "TERMINAL") throw denied();
  return next({ ctx: { payer: payer as OnlinePayer } });
});
export const onlinePayerProcedure = payerProcedure.use(requireOnlinePayer);

/**
 * A student's items: staff with the terminal permission in a staff module, or whoever may
 * act in the parent module (the parent; which students are theirs is data, checked by the service).
 */
const requireTerminalOrParent = t.middleware(({ ctx, input, next }) => {
  const { module } = input as { module: string };
  if (!ctx.actor || (module !== "parent" && !hasPermission(ctx.actor, "terminal.manage"))) throw denied();
  return next();
});
export const terminalOrParentProcedure = moduleProcedure.use(requireTerminalOrParent);

/** The parent area's own data (own students, items, orders): anyone who may act as a parent. */
export const parentProcedure = authedProcedure.use(permissionGuard("parent-area", (actor) => canActInModule(actor, "parent")));

/**
 * Recurring series: staff with `permission` (reports.view to read, reports.manage to
 * stop) in a staff module, or a parent in the parent area (their own series only: which series
 * are theirs is data, checked by the service with the domain's maySeeSeries).
 */
const staffOrParentGuards = new Map<string, Guard>();
function staffOrParentGuard(permission: Permission): Guard {
  let guard = staffOrParentGuards.get(permission);
  if (!guard) {
    guard = t.middleware(({ ctx, input, next }) => {
      const { module } = input as { module: string };
      const allowed = module === "parent" ? ctx.actor?.kind === "PARENT" : !!ctx.actor && isStaff(ctx.actor) && hasPermission(ctx.actor, permission);
      if (!allowed) throw denied();
      return next();
    });
    staffOrParentGuards.set(permission, guard);
  }
  return guard;
}
export function staffPermissionOrParentProcedure(permission: Permission) {
  return moduleProcedure.use(staffOrParentGuard(permission));
}

/**
 * Service alerts: everyone on staff reads the messages addressed to their company and
 * answers them (which alerts reach whom is data, decided by the service with the domain's
 * alertReachesCompany); parents get none.
 */
export const staffModuleProcedure = moduleProcedure.use(permissionGuard("staff", isStaff));

/**
 * Writing service alerts: control staff acting as themselves, from whichever module's
 * alert screen they are on (the product's route is /{school|vendor|business}/promote/salerts,
 * docs/product/dashboard-images-promotions.md).
 */
export const controlStaffProcedure = moduleProcedure.use(permissionGuard("control-staff", isControlActingAsSelf));

/**
 * What a middleware guarantees, for the router walk in guards.test.ts: "signed-in" (authed,
 * module: anyone signed in passes, whatever they may do), "permission" (a rule about what the
 * actor may do), or null for an ordinary middleware.
 */
/** Any guard at all (kept for callers that only ask whether a procedure is behind the ladder). */
export function isGuardMiddleware(fn: unknown): boolean {
  return guardKindOf(fn) !== null;
}

export function guardKindOf(fn: unknown): "signed-in" | "permission" | null {
  if (requireSignedIn._middlewares.includes(fn as never) || requireModule._middlewares.includes(fn as never)) return "signed-in";
  // Who signs in and how, not what they may do: still a "signed-in" rung for the router walk.
  if (requireSession._middlewares.includes(fn as never)) return "signed-in";
  if (requireStaff._middlewares.includes(fn as never) || requireControl._middlewares.includes(fn as never)) return "permission";
  if (requireTerminalOrParent._middlewares.includes(fn as never)) return "permission";
  if (requirePayer._middlewares.includes(fn as never)) return "permission";
  if (requireOnlinePayer._middlewares.includes(fn as never)) return "permission";
  for (const guard of permissionGuards.values()) if (guard._middlewares.includes(fn as never)) return "permission";
  for (const guard of staffOrParentGuards.values()) if (guard._middlewares.includes(fn as never)) return "permission";
  for (const guard of resourceGuards) if (guard._middlewares.includes(fn as never)) return "permission";
  return null;
}

/**
 * Dashboard widgets: the dashboard itself (dashboard.view) AND the area whose figures
 * the widget shows (reports.view for money, items.view for stock). A role with the dashboard but
 * not the area sees that widget's access-denied message while the others load
 * (docs/product/dashboard-images-promotions.md, Dashboard).
 */
export function dashboardProcedure(area: Permission) {
  return moduleProcedure.use(
    permissionGuard(`dashboard+${area}`, (actor) => hasPermission(actor, "dashboard.view") && hasPermission(actor, area)),
  );
}

/**
 * Promotions: the promote composers live in the school module only (`/school/promote/*`,
 * docs/product/dashboard-images-promotions.md), for a role granting promote.manage (control
 * staff hold all). Which items, pages and lists are the actor's company's is data, checked by the
 * promotions services. Kept in permissionGuards so the router walk knows it as a permission rung.
 */
const requirePromoteInSchool = t.middleware(({ ctx, input, next }) => {
  const { module } = input as { module: string };
  if (!ctx.actor || module !== "school" || !hasPermission(ctx.actor, "promote.manage")) throw denied();
  return next();
});
permissionGuards.set("promote.manage@school", requirePromoteInSchool);
export const promoteProcedure = moduleProcedure.use(requirePromoteInSchool);

/**
 * The end-of-day close-out: whoever may use the virtual terminal (staff with terminal.manage)
 * closes out their own day — which day's figures are theirs is the service's (always the actor's
 * own). Reading one kept close-out is the close-out resource's rung (routers/closeout/resource.ts).
 */
export const closeOutProcedure = moduleProcedure.use(permissionGuard("closeout.own", mayCloseOut));

/**
 * The generic resource rung: a rule about one record, `input → load → rule`. Each domain declares
 * its own (routers/<domain>/resource.ts: the order, an order's change, an upload batch, a receipt,
 * a close-out, a student group): the input that names the record, how to load it (the domain's
 * 404 when there is none) and the domain rule that decides (false is the access denial, 403; a
 * rule with a refusal of its own throws it). The record is handed on as `ctx[as]`, so procedures
 * do not load it again. One middleware per rung and parameter, kept in `resourceGuards` so the
 * router walk knows it as a permission rung.
 */
export interface ResourceSpec<TInput extends z.ZodType, TKey extends string, TRecord, THanded, TParam, TCtx> {
  /** What names the record, merged into the procedure's input (ZOrderScoped: `module`, `orderId`). */
  input: TInput;
  /** Where the record is handed on: `ctx[as]`. */
  as: TKey;
  /** Reads the record the input names; throws the domain's 404 when there is none. */
  load: (call: { ctx: TCtx; input: z.output<TInput> }, param: TParam) => Promise<TRecord>;
  /** The domain's rule about it, with the rung's parameter (a permission, a level): false answers the access denial (403). */
  rule: (record: NoInfer<TRecord>, call: { ctx: TCtx; input: z.output<TInput> }, param: NoInfer<TParam>) => boolean;
  /** What of the record the procedures get (default: all of it). */
  handOn?: (record: NoInfer<TRecord>) => THanded;
}

type SignedInContext = Context & { actor: NonNullable<Context["actor"]> };
const resourceGuards = new Set<Guard>();

function resourceGuardsOf<TInput extends z.ZodType, TKey extends string, TRecord, THanded, TParam, TCtx extends Context>(
  spec: ResourceSpec<TInput, TKey, TRecord, THanded, TParam, TCtx>,
  signedIn: boolean,
) {
  const makeGuard = (param: TParam) =>
    t.middleware(async ({ ctx, input, next }) => {
      if (signedIn && !ctx.actor) throw denied();
      const call = { ctx: ctx as TCtx, input: input as z.output<TInput> };
      const record = await spec.load(call, param);
      if (!spec.rule(record, call, param)) throw denied();
      const handed = (spec.handOn ? spec.handOn(record) : record) as THanded;
      return next({ ctx: { [spec.as]: handed } as { [K in TKey]: THanded } });
    });
  const guards = new Map<TParam, ReturnType<typeof makeGuard>>();
  return (param: TParam) => {
    let guard = guards.get(param);
    if (!guard) {
      guard = makeGuard(param);
      guards.set(param, guard);
      resourceGuards.add(guard as unknown as Guard);
    }
    return guard;
  };
}

/**
 * A resource rung for a signed-in actor, as a piece to put on a rung of the ladder:
 * `permissionProcedure(p).concat(groupRung(level))`. `TParam` is the rung's one parameter (a
 * permission, a level; none by default), one middleware per value.
 */
export function resourceRung<TInput extends z.ZodType, TKey extends string, TRecord, TParam = void, THanded = TRecord>(
  spec: ResourceSpec<TInput, TKey, TRecord, THanded, TParam, SignedInContext>,
) {
  const guardFor = resourceGuardsOf(spec, true);
  return (param: TParam) => t.procedure.input(spec.input).use(guardFor(param));
}

/** A resource rung whose rule also admits callers who are not signed in (a receipt's token holder). */
export function publicResourceRung<TInput extends z.ZodType, TKey extends string, TRecord, TParam = void, THanded = TRecord>(
  spec: ResourceSpec<TInput, TKey, TRecord, THanded, TParam, Context>,
) {
  const guardFor = resourceGuardsOf(spec, false);
  return (param: TParam) => t.procedure.input(spec.input).use(guardFor(param));
}

/** The common case: a module procedure on one record, `orderProcedure("reports.manage")`. */
export function resourceProcedure<TInput extends z.ZodType, TKey extends string, TRecord, TParam = void, THanded = TRecord>(
  spec: ResourceSpec<TInput, TKey, TRecord, THanded, TParam, SignedInContext>,
) {
  const rung = resourceRung(spec);
  return (param: TParam) => moduleProcedure.concat(rung(param));
}
