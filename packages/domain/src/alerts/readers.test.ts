import { describe, expect, it } from "vitest";
import type { Permission } from "@paydesk/validators";
import { expandPermissions } from "../permissions.ts";
import { alertIsForReader, type AlertReader, type AlertReadersRef } from "./readers.ts";

const DISTRICT = "/1/4/";
const SCHOOL = "/1/4/7/";
const OTHER_SCHOOL = "/1/5/";

const reader = (kind: AlertReader["kind"], companyPath: string, permissions: string[]): AlertReader => ({
  kind,
  companyPath,
  permissions: expandPermissions(permissions),
});
const master = reader("ADMIN", SCHOOL, ["promote.manage", "items.manage", "terminal.manage", "settings.manage"]);
const office = reader("ADMIN", SCHOOL, ["dashboard.view", "items.manage", "terminal.manage", "reports.view"]);
const elsewhere = reader("ADMIN", OTHER_SCHOOL, ["promote.manage"]);
const control = reader("CONTROL", "/1/", []);

const alert = (audience: AlertReadersRef["audience"], companyPath: string | null, readerPermission: Permission | null): AlertReadersRef => ({
  audience,
  companyPath,
  readerPermission,
});
const maintenance = alert("everyone", null, null);
const goLiveReminder = alert("subtree", DISTRICT, "promote.manage");
const newFeature = alert("company", SCHOOL, "items.manage");
const schoolNotice = alert("company", SCHOOL, null);
const everyoneWhoSetsUp = alert("everyone", null, "settings.manage");

describe("alertIsForReader", () => {
  it.each<[string, AlertReadersRef, AlertReader, boolean]>([
    ["maintenance for everyone reaches the master admin", maintenance, master, true],
    ["maintenance for everyone reaches the office staff", maintenance, office, true],
    ["maintenance for everyone reaches control staff", maintenance, control, true],
    ["the go-live reminder reaches whoever runs the checklist", goLiveReminder, master, true],
    ["the go-live reminder is not for the office staff at the counter", goLiveReminder, office, false],
    ["the go-live reminder is not for control staff (not their account)", goLiveReminder, control, false],
    ["the go-live reminder stays inside the addressed district", goLiveReminder, elsewhere, false],
    ["a feature for item managers reaches office staff who manage items", newFeature, office, true],
    ["a company notice for all staff reaches office staff", schoolNotice, office, true],
    ["a company notice is not for control staff", schoolNotice, control, false],
    ["a company notice does not reach another school", schoolNotice, elsewhere, false],
    ["an alert to everyone with a permission skips those without it", everyoneWhoSetsUp, office, false],
    ["an alert to everyone with a permission reaches those with it", everyoneWhoSetsUp, master, true],
    ["an alert to everyone with a permission reaches control staff", everyoneWhoSetsUp, control, true],
  ])("%s", (_, a, r, expected) => {
    expect(alertIsForReader(a, r)).toBe(expected);
  });
});
