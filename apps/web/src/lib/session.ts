import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import type { Permission } from "@paydesk/domain";
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

/** Control staff hold every permission; everyone else what their roles grant. */
export function hasPermission(session: Session, permission: Permission): boolean {
  return session.user.kind === "CONTROL" || session.permissions.includes(permission);
}
