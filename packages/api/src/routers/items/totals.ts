import { itemTotals } from "@paydesk/services";
import { ZItemTotalsRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

/** A read, but the legacy product mounts it as a POST; the shim calls it the same way. */
export const totalsProcedure = canView.input(ZItemTotalsRequestSchema).query(({ ctx, input }) => itemTotals(ctx, input));
