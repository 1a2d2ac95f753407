import { dashboardProcedure } from "../../trpc.ts";

/** The widgets that show money take reports.view (the stock widget takes items.view, in selling-out.ts). */
export const money = dashboardProcedure("reports.view");
