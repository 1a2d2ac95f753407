import { exportCoaCsv } from "@paydesk/services";
import { ZExportCoaRequestSchema } from "@paydesk/validators";
import { canView } from "./rungs.ts";

/** CSV text (columns account, name, is_shared, type, items); served by tRPC only, not as a JSON shim. */
export const exportProcedure = canView.input(ZExportCoaRequestSchema).query(({ ctx, input }) => exportCoaCsv(ctx, input));
