/**
 * The procedure ladder. Every procedure starts from one of these, and the first word says who may
 * call it: public → authed (signed in) → module (may act in the module its input names) →
 * permission (one of the actor's roles grants it). `guards.test.ts` walks the router and fails on
 * any procedure that skips the ladder without being on the public allowlist.
 */
import { AppError, canActInModule, hasPermission, type Permission } from "@paydesk/domain";
import { AUTH_MESSAGES, ZModuleScoped } from "@paydesk/validators";
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { Context } from "./context.ts";
import { describeError, toTRPCError } from "./errors.ts";

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    const described = describeError(error);
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, message: described.message, data: { ...data, fieldErrors: described.fieldErrors ?? null } };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Services throw AppError; give it the matching tRPC code (the same table the shims use). */
const translateAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    return { ...result, error: toTRPCError(result.error.cause) };
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

/** The module comes from the first URL segment of the page or shim; the actor must be allowed in it. */
export const moduleProcedure = authedProcedure.input(ZModuleScoped).use(({ ctx, input, next }) => {
  if (!canActInModule(ctx.actor, input.module)) throw denied();
  return next({ ctx: { module: input.module } });
});

const permissionGuards = new Map<Permission, ReturnType<typeof makePermissionGuard>>();
function makePermissionGuard(permission: Permission) {
  return t.middleware(({ ctx, next }) => {
    if (!ctx.actor || !hasPermission(ctx.actor, permission)) throw denied();
    return next();
  });
}

/** A module procedure that also needs a role granting `permission` (control staff hold all). */
export function permissionProcedure(permission: Permission) {
  let guard = permissionGuards.get(permission);
  if (!guard) {
    guard = makePermissionGuard(permission);
    permissionGuards.set(permission, guard);
  }
  return moduleProcedure.use(guard);
}

/** The middleware functions that count as a guard, for the router walk in guards.test.ts. */
export function isGuardMiddleware(fn: unknown): boolean {
  if (requireSignedIn._middlewares.includes(fn as never)) return true;
  for (const guard of permissionGuards.values()) if (guard._middlewares.includes(fn as never)) return true;
  return false;
}
