import type { ItemRecurrence } from "@paydesk/db";
import type { RecurringSettings } from "@paydesk/domain";
import { chargeDayOf } from "@paydesk/domain";
import { recurControlMap, recurringModeMap } from "../items/mapping.ts";

/** An item's stored recurrence as the domain's schedule rules read it. */
export function recurrenceSettings(row: ItemRecurrence): RecurringSettings {
  return {
    recurringMode: recurringModeMap.fromDb(row.mode),
    recurringDay: row.recurringDay ?? undefined,
    billingIntervalDays: row.billingIntervalDays ?? undefined,
    recurControl: recurControlMap.fromDb(row.recurControl),
    billingOccurs: row.billingOccurs ?? undefined,
    recurringAvailableUntil: row.availableUntil ? chargeDayOf(row.availableUntil) : null,
  };
}
