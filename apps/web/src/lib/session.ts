import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { expandPermissions, hasPermission as actorHasPermission, type Actor, type Permission } from "@paydesk/domain";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../trpc.ts";

export type Session = NonNullable<inferRouterOutputs<AppRouter>["auth"]["session"]>;

export function sessionQueryOptions() {
  return trpc.auth.session.queryOptions(undefined, { staleTime: 5 * 60_000 });
}

/** Who is signed in: `data` is null when nobody is. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}

/**
 * The domain's rule, the one the server applies (control staff hold every permission, manage
 * implies view). The session carries the permissions as a list; the domain wants the actor's
 * shape, built once per session object.
 */
export function hasPermission(session: Session, permission: Permission): boolean {
  return actorHasPermission(asActor(session), permission);
}

const actors = new WeakMap<Session, Pick<Actor, "kind" | "permissions">>();

function asActor(session: Session): Pick<Actor, "kind" | "permissions"> {
  let actor = actors.get(session);
  if (!actor) {
    actor = { kind: session.user.kind, permissions: expandPermissions(session.permissions) };
    actors.set(session, actor);
  }
  return actor;
}
