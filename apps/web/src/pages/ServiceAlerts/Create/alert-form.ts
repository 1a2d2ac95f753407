import type { TAlertAudience, TAlertType } from "@paydesk/validators";
import { fromZoneInput } from "../../../lib/dates.ts";

export interface AlertFormValues {
  title: string;
  message: string;
  type: TAlertType;
  audience: TAlertAudience;
  companyId: string;
  /** "" for all staff, else the permission a reader must hold. */
  readerPermission: string;
  itemUrl: string;
  itemTitle: string;
  /** `datetime-local` values: the wall clock of the alert's zone (alertEntryZone), not the browser's. */
  startsAt: string;
  endsAt: string;
}

export const EMPTY_ALERT: AlertFormValues = {
  title: "",
  message: "",
  type: "info",
  audience: "everyone",
  companyId: "",
  readerPermission: "",
  itemUrl: "",
  itemTitle: "",
  startsAt: "",
  endsAt: "",
};

/** Does the alert address one company (its own, or with its sites)? Then its times are that company's. */
export const addressesCompany = (values: Pick<AlertFormValues, "audience" | "companyId">) => values.audience !== "everyone" && values.companyId !== "";

/**
 * The zone the form's times are entered in: the one every reader will see them in (the alert's
 * `timeZone` answer): the company addressed, or for an alert to everyone the author's own.
 * `companyZone` is undefined while the addressed company's is still being read.
 */
export function alertEntryZone(values: Pick<AlertFormValues, "audience" | "companyId">, ownZone: string, companyZone: string | undefined): string | undefined {
  return addressesCompany(values) ? companyZone : ownZone;
}

/** An empty field is "now" (or "until removed"); a value the zone cannot read stays a date the schema refuses. */
function instant(local: string, zone: string): Date | undefined {
  if (!local) return undefined;
  const iso = fromZoneInput(local, zone);
  return iso ? new Date(iso) : new Date(Number.NaN);
}

/** The `alerts.create` request the form's values mean, its times read on the clock of `zone`. */
export function toAlertRequest(values: AlertFormValues, zone: string) {
  return {
    ...values,
    companyId: values.audience === "everyone" || values.companyId === "" ? undefined : Number(values.companyId),
    startsAt: instant(values.startsAt, zone),
    endsAt: instant(values.endsAt, zone),
  };
}
