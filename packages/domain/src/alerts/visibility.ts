import { ALERT_TIMINGS, type TAlertAckType, type TAlertAudience } from "@paydesk/validators";

/** What an alert's audience rule needs: who it is addressed to, and that company's tree path. */
export interface AlertAudienceRef {
  audience: TAlertAudience;
  /** The addressed company's materialised path ("/1/4/"); null for everyone (or a company since removed). */
  companyPath: string | null;
}

/**
 * Does an alert reach an administrator of the company at `companyPath`? One company: that company
 * only; a subtree: that company and every company below it; everyone: all.
 */
export function alertReachesCompany(alert: AlertAudienceRef, companyPath: string): boolean {
  if (alert.audience === "everyone") return true;
  if (alert.companyPath === null) return false;
  return alert.audience === "company" ? companyPath === alert.companyPath : companyPath.startsWith(alert.companyPath);
}

export interface AlertWindow {
  startsAt: Date;
  endsAt: Date | null;
}

/** Running at `now`: started, and not yet ended. */
export function isAlertRunning(alert: AlertWindow, now: Date): boolean {
  return alert.startsAt.getTime() <= now.getTime() && (alert.endsAt === null || alert.endsAt.getTime() > now.getTime());
}

export interface AlertAnswer {
  type: TAlertAckType;
  acknowledgedAt: Date;
}

/**
 * Is a running alert still shown to someone who answered it? Dismissed: never again. Seen: not
 * for ALERT_TIMINGS.seenSeconds (docs/product/dashboard-images-promotions.md), then again while it runs.
 */
export function isAlertStillShown(answer: AlertAnswer | null, now: Date): boolean {
  if (!answer) return true;
  if (answer.type === "dismissed") return false;
  return now.getTime() - answer.acknowledgedAt.getTime() >= ALERT_TIMINGS.seenSeconds * 1000;
}

/**
 * The answer to keep when a user answers again: a dismissal stays a dismissal (a later "seen", say
 * from another open tab, does not bring the alert back); otherwise the newer answer wins.
 */
export function nextAlertAnswer(previous: AlertAnswer | null, incoming: AlertAnswer): AlertAnswer {
  return previous?.type === "dismissed" ? previous : incoming;
}
