/**
 * The procedure ladder. Every procedure starts from one of these, and the first word says who may
 * call it: public → authed (signed in) → staff (administrators and control staff, no parents) →
 * module (may act in the module its input names) → permission (one of the actor's roles grants
 * it) or anyPermission (any one of several) → control (control staff acting as themselves, in the
 * control module); beside them, payer (whose cart: terminal staff, a parent or a guest, for the
 * cart and the parent and guest checkout). Every access rule is a rung here, never a check in a
 * procedure's body.
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
import {
  assertMayReadCloseout,
  assertMayReadReceipt,
  assertMayStartUpload,
  assertMayWorkOnChange,
  assertMayWorkOnOrder,
  assertMayWorkOnUpload,
  payerRestScope,
  type CartPayer,
} from "@paydesk/services";
import { assertMayWorkOnGroup } from "@paydesk/services";
import {
  AUTH_MESSAGES,
  HTTP_MESSAGES,
  PAYER_MODULE,
  ZCartScoped,
  ZCloseoutScoped,
  ZModuleScoped,
  ZOrderChangeScoped,
  ZOrderScoped,
  ZReceiptScoped,
  ZUploadScoped,
  ZUploadStart,
  type TPayerModule,
} from "@paydesk/validators";
import { ZGroupIdRequestSchema } from "@paydesk/validators";
import { initTRPC, TRPCError } from "@trpc/server";
import type { z } from "zod";
import type { Context } from "./context.ts";
import { describeError, isDatabaseBusy, isLostRace, toTRPCError } from "./errors.ts";
import { uploadedFileRefusal } from "./shims/file-check.ts";
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
 * Whose cart a cart or checkout call works on (CONVENTIONS §7), from the module it names:
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
 * Receipts: the order's receipt reader. With a `token` in the input, whoever holds the
 * order's receipt token (a wrong one answers like an unknown order, 404); without, a signed-in
 * user who may see the order: control, staff of the order's company subtree with terminal.manage
 * or reports.view, the parent who paid (`mayReadReceipt`, domain). A `module`, when given, must be
 * one the actor may act in. The order is looked up here because the rule is about that order.
 */
const requireReceiptReader = t.middleware(async ({ ctx, input, next }) => {
  const { orderId, token, module } = input as z.infer<typeof ZReceiptScoped>;
  await assertMayReadReceipt(ctx, { orderId, token, module });
  return next();
});
export const receiptProcedure = publicProcedure.input(ZReceiptScoped).use(requireReceiptReader);

/**
 * Paying the rest of an order as its payer. The receipt rung admits a token holder, or a signed-in
 * reader who may see the order, staff included; paying as the payer is for the token holder and
 * the parent who paid it (staff pay the rest at the terminal's order summary, with the terminal
 * permission). Hands on `ctx.restPayerScope`: whose idempotency keys these are (payerRestScope).
 */
const requireRestPayer = t.middleware(({ ctx, input, next }) => {
  const { orderId, token } = input as z.infer<typeof ZReceiptScoped>;
  if (token !== undefined) return next({ ctx: { restPayerScope: payerRestScope(orderId, null) } });
  if (ctx.actor?.kind !== "PARENT") throw denied();
  return next({ ctx: { restPayerScope: payerRestScope(orderId, ctx.actor.userId) } });
});
export const restPayerProcedure = receiptProcedure.use(requireRestPayer);

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
 * The transaction screens: one order, named by `orderId`, that the actor may work on with
 * `permission` (domain `mayWorkOnOrder`: control any; staff whose subtree holds the order's company
 * and whose roles grant it; a parent never). Unknown order 404, out of reach 403. The order is
 * looked up here because the rule is about that order. `orderChangeProcedure` is the same rung for
 * calls that name one of the order's changes (`changeId`, the undo) instead of the order.
 */
const orderGuards = new Map<string, Guard>();
function orderGuard(key: string, check: (ctx: Context & { actor: NonNullable<Context["actor"]> }, input: unknown) => Promise<unknown>): Guard {
  let guard = orderGuards.get(key);
  if (!guard) {
    guard = t.middleware(async ({ ctx, input, next }) => {
      if (!ctx.actor) throw denied();
      await check({ ...ctx, actor: ctx.actor }, input);
      return next();
    });
    orderGuards.set(key, guard);
  }
  return guard;
}
export function orderProcedure(permission: Permission) {
  return moduleProcedure
    .input(ZOrderScoped)
    .use(orderGuard(`order:${permission}`, (ctx, input) => assertMayWorkOnOrder(ctx, (input as z.infer<typeof ZOrderScoped>).orderId, permission)));
}
export function orderChangeProcedure(permission: Permission) {
  return moduleProcedure
    .input(ZOrderChangeScoped)
    .use(orderGuard(`change:${permission}`, (ctx, input) => assertMayWorkOnChange(ctx, (input as z.infer<typeof ZOrderChangeScoped>).changeId, permission)));
}

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
 * Uploads: one batch, named by its `key`, that the actor may work on at `level` (domain
 * `mayWorkOnUpload`: the kind's permission — uploads.manage, uploads.view to look; control only
 * for e-mails and statements — and the batch's company in the actor's subtree). Unknown key 404,
 * out of reach 403. The batch is loaded here because the rule is about it, and handed on as
 * `ctx.upload` so procedures do not load it again. `uploadStartProcedure` is the same rule before
 * a batch exists: on the kind and the company the upload is started for (default the actor's).
 */
type UploadLevel = Parameters<typeof assertMayWorkOnUpload>[2];
const uploadGuards = new Map<UploadLevel, ReturnType<typeof makeUploadGuard>>();
function makeUploadGuard(level: UploadLevel) {
  return t.middleware(async ({ ctx, input, next }) => {
    if (!ctx.actor) throw denied();
    const { key, module } = input as z.infer<typeof ZUploadScoped>;
    const upload = await assertMayWorkOnUpload({ db: ctx.db, actor: ctx.actor }, key, level, module);
    return next({ ctx: { upload } });
  });
}
function uploadGuard(level: UploadLevel) {
  let guard = uploadGuards.get(level);
  if (!guard) {
    guard = makeUploadGuard(level);
    uploadGuards.set(level, guard);
  }
  return guard;
}
export function uploadProcedure(level: UploadLevel) {
  return moduleProcedure.input(ZUploadScoped).use(uploadGuard(level));
}
const requireUploadStart = t.middleware(async ({ ctx, input, next }) => {
  if (!ctx.actor) throw denied();
  const { kind, companyId, module } = input as z.infer<typeof ZUploadStart>;
  const target = await assertMayStartUpload({ db: ctx.db, actor: ctx.actor }, { kind, companyId, module });
  // A shim's file is judged only now, so a caller who may not upload hears that first.
  const refusal = uploadedFileRefusal(ctx.uploadFile);
  if (refusal) throw refusal;
  return next({ ctx: { uploadCompanyId: target.companyId } });
});
export const uploadStartProcedure = moduleProcedure.input(ZUploadStart).use(requireUploadStart);

/**
 * Service alerts: everyone on staff reads the messages addressed to their company and
 * answers them (which alerts reach whom is data, decided by the service with the domain's
 * alertReachesCompany); parents get none.
 */
export const staffModuleProcedure = moduleProcedure.use(permissionGuard("staff", isStaff));

/**
 * Writing service alerts: control staff acting as themselves, from whichever module's
 * alert screen they are on (the spec's route is /{school|vendor|business}/promote/salerts).
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
  if (requireReceiptReader._middlewares.includes(fn as never)) return "permission";
  if (requireTerminalOrParent._middlewares.includes(fn as never)) return "permission";
  if (requirePayer._middlewares.includes(fn as never)) return "permission";
  if (requireOnlinePayer._middlewares.includes(fn as never) || requireRestPayer._middlewares.includes(fn as never)) return "permission";
  for (const guard of permissionGuards.values()) if (guard._middlewares.includes(fn as never)) return "permission";
  for (const guard of orderGuards.values()) if (guard._middlewares.includes(fn as never)) return "permission";
  for (const guard of staffOrParentGuards.values()) if (guard._middlewares.includes(fn as never)) return "permission";
  for (const guard of uploadGuards.values()) if (guard._middlewares.includes(fn as never)) return "permission";
  if (requireUploadStart._middlewares.includes(fn as never)) return "permission";
  if (requireCloseoutReader._middlewares.includes(fn as never)) return "permission";
  return null;
}

/**
 * Student groups: one group, named by `groupId`, that the actor may see ("view": the
 * groups of their subtree and those shared from above) or change ("edit": its owner inside their
 * subtree) — domain maySeeGroup / mayEditGroup, on top of `permission`. A group out of sight
 * answers 404 like an unknown one; a shared group seen from below is read-only (403 with the
 * reason). The group is loaded here and handed on as `ctx.group`.
 */
type GroupLevel = Parameters<typeof assertMayWorkOnGroup>[2];
function makeGroupGuard(level: GroupLevel) {
  return t.middleware(async ({ ctx, input, next }) => {
    if (!ctx.actor) throw denied();
    const { groupId } = input as z.infer<typeof ZGroupIdRequestSchema>;
    const group = await assertMayWorkOnGroup({ db: ctx.db, actor: ctx.actor }, groupId, level);
    return next({ ctx: { group } });
  });
}
const groupGuards = { view: makeGroupGuard("view"), edit: makeGroupGuard("edit") };
export function groupProcedure(permission: Permission, level: GroupLevel) {
  return permissionProcedure(permission).input(ZGroupIdRequestSchema).use(groupGuards[level]);
}

/**
 * Dashboard widgets: the dashboard itself (dashboard.view) AND the area whose figures
 * the widget shows (reports.view for money, items.view for stock). A role with the dashboard but
 * not the area sees that widget's access-denied message while the others load (spec 1 §6).
 */
export function dashboardProcedure(area: Permission) {
  return moduleProcedure.use(
    permissionGuard(`dashboard+${area}`, (actor) => hasPermission(actor, "dashboard.view") && hasPermission(actor, area)),
  );
}

/**
 * Promotions: the promote composers live in the school module only (spec 1 §2
 * `/school/promote/*`), for a role granting promote.manage (control staff hold all). Which items,
 * pages and lists are the actor's company's is data, checked by the promotions services. Kept in
 * permissionGuards so the router walk knows it as a permission rung.
 */
const requirePromoteInSchool = t.middleware(({ ctx, input, next }) => {
  const { module } = input as { module: string };
  if (!ctx.actor || module !== "school" || !hasPermission(ctx.actor, "promote.manage")) throw denied();
  return next();
});
permissionGuards.set("promote.manage@school", requirePromoteInSchool);
export const promoteProcedure = moduleProcedure.use(requirePromoteInSchool);

/**
 * The end-of-day close-out. `closeOutProcedure`: whoever may use the virtual terminal (staff with
 * terminal.manage) closes out their own day — which day's figures are theirs is the service's
 * (always the actor's own). `closeoutProcedure`: one kept close-out, named by `closeoutId`, that
 * the actor may read (domain mayReadCloseout: their own while at the terminal, else reports.view
 * over its company's subtree). Unknown 404, out of reach 403; handed on as `ctx.closeout`.
 */
export const closeOutProcedure = moduleProcedure.use(permissionGuard("closeout.own", mayCloseOut));
const requireCloseoutReader = t.middleware(async ({ ctx, input, next }) => {
  if (!ctx.actor) throw denied();
  const { closeoutId } = input as z.infer<typeof ZCloseoutScoped>;
  const closeout = await assertMayReadCloseout({ ...ctx, actor: ctx.actor }, closeoutId);
  return next({ ctx: { closeout } });
});
export const closeoutProcedure = moduleProcedure.input(ZCloseoutScoped).use(requireCloseoutReader);
