import type { Permission } from "@paydesk/validators";
import { hasPermission, isControl, type Actor } from "../access.ts";
import { alertReachesCompany, type AlertAudienceRef } from "./visibility.ts";

/** What the banner's rule needs of an alert: whom it is addressed to, and who can act on it. */
export interface AlertReadersRef extends AlertAudienceRef {
  /** Only staff holding this permission; null for all staff of the addressed companies. */
  readerPermission: Permission | null;
}

export type AlertReader = Pick<Actor, "kind" | "companyPath" | "permissions">;

/**
 * Is an alert for this reader, above their pages? It must be true for them and something they can
 * act on:
 * - control staff (platform support) read the alerts addressed to everyone (maintenance, outages,
 *   which they are asked about); an alert to one customer's companies ("Families cannot pay
 *   online…") is about that customer's account, not theirs. Their alerts screen still lists all.
 * - everyone else reads the alerts reaching their company (alertReachesCompany), and of those
 *   with a reader permission only if they hold it (the go-live reminder is for whoever runs the
 *   checklist, not for the office staff at the counter).
 */
export function alertIsForReader(alert: AlertReadersRef, reader: AlertReader): boolean {
  if (isControl(reader)) return alert.audience === "everyone";
  if (!alertReachesCompany(alert, reader.companyPath)) return false;
  return alert.readerPermission === null || hasPermission(reader, alert.readerPermission);
}
