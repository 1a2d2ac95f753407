/**
 * Reading service alerts: the row every screen and call shows, and the rule of who sees which.
 * Control staff see every alert (they write them); an administrator those addressed to their own
 * company (domain alertReachesCompany), found here by the ancestors in their company's path.
 */
import type { AlertAudience, Prisma } from "@paydesk/db";
import { alertReachesCompany, isAlertRunning, isControl, type Actor, type AlertAnswer } from "@paydesk/domain";
import type { TAlertAckType, TAlertAudience, TAlertType } from "@paydesk/validators";
import { pathIds } from "../platform/company-scope.ts";

export interface AlertRow {
  alertId: number;
  title: string;
  message: string;
  type: TAlertType;
  itemUrl: string | null;
  itemTitle: string | null;
  audience: TAlertAudience;
  companyId: number | null;
  companyName: string | null;
  startsAt: Date;
  endsAt: Date | null;
  createdAt: Date;
  createdBy: string;
  /** Within its window now. */
  running: boolean;
  /** The reader's own answer, if any. */
  answer: AlertAnswer | null;
  /** The zone of the company addressed, or the reader's for an alert to everyone: its instants are read in it. */
  timeZone: string;
}

export const ALERT_SELECT = {
  id: true,
  title: true,
  message: true,
  type: true,
  itemUrl: true,
  itemTitle: true,
  audience: true,
  companyId: true,
  readerPermission: true,
  company: { select: { name: true, path: true } },
  startsAt: true,
  endsAt: true,
  createdAt: true,
  createdBy: { select: { firstName: true, lastName: true } },
} satisfies Prisma.ServiceAlertSelect;

type SelectedAlert = Prisma.ServiceAlertGetPayload<{ select: typeof ALERT_SELECT }>;

export const audienceOf = (audience: AlertAudience) => audience.toLowerCase() as TAlertAudience;

/** A stored acknowledgement as the domain's answer (the column holds ALERT_ACK_TYPES only). */
export const asAnswer = (row: { type: string; acknowledgedAt: Date }): AlertAnswer => ({
  type: row.type as TAlertAckType,
  acknowledgedAt: row.acknowledgedAt,
});

export function alertRow(alert: SelectedAlert, answer: { type: string; acknowledgedAt: Date } | null, now: Date): Omit<AlertRow, "timeZone"> {
  return {
    alertId: alert.id,
    title: alert.title,
    message: alert.message,
    type: alert.type as TAlertType,
    itemUrl: alert.itemUrl,
    itemTitle: alert.itemTitle,
    audience: audienceOf(alert.audience),
    companyId: alert.companyId,
    companyName: alert.company?.name ?? null,
    startsAt: alert.startsAt,
    endsAt: alert.endsAt,
    createdAt: alert.createdAt,
    createdBy: `${alert.createdBy.firstName} ${alert.createdBy.lastName}`.trim(),
    running: isAlertRunning(alert, now),
    answer: answer ? asAnswer(answer) : null,
  };
}

/**
 * Prisma filter: the alerts addressed to the actor's company (the same rule as alertReachesCompany,
 * as a query): everyone's, their company's own, and the subtrees of their company or an ancestor.
 */
export function alertsReachingFilter(actor: Pick<Actor, "kind" | "companyId" | "companyPath">): Prisma.ServiceAlertWhereInput {
  if (isControl(actor)) return {};
  return {
    OR: [
      { audience: "EVERYONE" },
      { audience: "COMPANY", companyId: actor.companyId },
      { audience: "SUBTREE", companyId: { in: pathIds(actor.companyPath) } },
    ],
  };
}

/** May the actor see this alert (control: any; an administrator: one addressed to their company)? */
export function mayReadAlert(
  actor: Pick<Actor, "kind" | "companyPath">,
  alert: Pick<SelectedAlert, "audience" | "company">,
): boolean {
  return (
    isControl(actor) ||
    alertReachesCompany({ audience: audienceOf(alert.audience), companyPath: alert.company?.path ?? null }, actor.companyPath)
  );
}
