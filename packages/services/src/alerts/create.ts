/** Control staff write a service alert for one company, a subtree or everyone. */
import type { AlertAudience } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { ALERT_MESSAGES, type TAlertFieldsParsed } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";
import { forgetCachedAlerts } from "./cache.ts";
import { getAlert } from "./list.ts";
import type { AlertRow } from "./read.ts";

export async function createAlert(ctx: ActorContext, input: TAlertFieldsParsed): Promise<AlertRow> {
  const companyId = input.audience === "everyone" ? null : (input.companyId ?? null);
  const id = await inTransaction(ctx, async (tx) => {
    if (companyId !== null && !(await tx.db.company.findUnique({ where: { id: companyId }, select: { id: true } }))) {
      throw new AppError("BAD_REQUEST", ALERT_MESSAGES.unknownCompany, { companyId: ALERT_MESSAGES.unknownCompany });
    }
    const created = await tx.db.serviceAlert.create({
      data: {
        title: input.title,
        message: input.message,
        type: input.type,
        itemUrl: input.itemUrl ?? null,
        itemTitle: input.itemTitle ?? null,
        audience: input.audience.toUpperCase() as AlertAudience,
        companyId,
        readerPermission: input.readerPermission ?? null,
        createdById: ctx.actor.userId,
        startsAt: input.startsAt ?? ctx.now(),
        endsAt: input.endsAt ?? null,
      },
      select: { id: true },
    });
    await recordAudit(tx, {
      action: "service_alert.created",
      entity: "service_alert",
      entityId: created.id,
      companyId,
      after: { title: input.title, type: input.type, audience: input.audience, companyId, readerPermission: input.readerPermission ?? null },
    });
    return created.id;
  });
  forgetCachedAlerts(ctx.db);
  return getAlert(ctx, { alertId: id });
}
