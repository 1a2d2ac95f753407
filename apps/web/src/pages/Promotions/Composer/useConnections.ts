import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../../trpc.ts";

/** The company's channel connections: Facebook pages, marketing lists, the short link's length. */
export function useConnections(module: TModule) {
  return useQuery(trpc.promotions.connections.queryOptions({ module }));
}
