/** /control/company/{id}/ftp-account/files: a company's export format options, control only. */
import type { Actor } from "@paydesk/domain";
import { describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { EXPORT_MESSAGES } from "@paydesk/validators";
import { beforeAll, expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

describeDb("exportFormats router", (t) => {
  const as = (actor: Actor | null) => callerFor(t.db, actor).exportFormats;
  let school: FixtureCompany;
  let otherSchool: FixtureCompany;
  let control: Actor;
  let admin: Actor;
  let payeeId: number;
  let otherPayeeId: number;
  const format = {
    columnPadding: 12,
    freeValue: "F",
    reducedValue: "R",
    payeeIds: [] as number[],
    itemIds: [] as number[],
    dateOffset: "-1 days",
  };

  beforeAll(async () => {
    const f = t.fixtures;
    school = await f.company({ kind: "SCHOOL" });
    otherSchool = await f.company({ kind: "SCHOOL" });
    payeeId = (await f.payee(school)).id;
    otherPayeeId = (await f.payee(otherSchool)).id;
    control = await f.actor(await f.user({ kind: "CONTROL", label: "ef-control" }));
    admin = await f.actor(await f.user({ company: school, label: "ef-admin" }));
  });

  it("is control only: 401 for nobody, 403 for the school's own administrator and outside the control module", async () => {
    await expectTRPCError(as(null).get({ module: "control", companyId: school.id }), "UNAUTHORIZED");
    await expectTRPCError(as(admin).get({ module: "school", companyId: school.id }), "FORBIDDEN");
    await expectTRPCError(as(admin).save({ module: "school", companyId: school.id, format }), "FORBIDDEN");
    await expectTRPCError(as(control).get({ module: "school", companyId: school.id }), "FORBIDDEN");
  });

  it("shows the defaults before anything is saved, with the company's payees to choose from", async () => {
    const view = await as(control).get({ module: "control", companyId: school.id });
    expect(view.format).toEqual({ columnPadding: 0, freeValue: "free", reducedValue: "reduced", payeeIds: [], itemIds: [], dateOffset: "+0 days" });
    expect(view.payees.map((p) => p.id)).toEqual([payeeId]);
  });

  it("saves the options with the offset in its one written form, and shows them again", async () => {
    const saved = await as(control).save({ module: "control", companyId: school.id, format: { ...format, payeeIds: [payeeId, payeeId] } });
    expect(saved).toEqual({ ...format, payeeIds: [payeeId], dateOffset: "-1 day" });
    expect((await as(control).get({ module: "control", companyId: school.id })).format).toEqual(saved);
    await as(control).save({ module: "control", companyId: school.id, format: { ...format, dateOffset: "+2 week" } });
    expect((await as(control).get({ module: "control", companyId: school.id })).format.dateOffset).toBe("+2 weeks");
  });

  it("refuses an offset that is not sign, number, unit (400, on the field)", async () => {
    const error = await expectTRPCError(
      as(control).save({ module: "control", companyId: school.id, format: { ...format, dateOffset: "yesterday" } }),
      "BAD_REQUEST",
      EXPORT_MESSAGES.offsetInvalid,
    );
    expect(error.message).toBe(EXPORT_MESSAGES.offsetInvalid);
  });

  it("refuses padding out of range and a payee of another company", async () => {
    await expectTRPCError(as(control).save({ module: "control", companyId: school.id, format: { ...format, columnPadding: 201 } }), "BAD_REQUEST", EXPORT_MESSAGES.paddingInvalid);
    await expectTRPCError(
      as(control).save({ module: "control", companyId: school.id, format: { ...format, payeeIds: [otherPayeeId] } }),
      "BAD_REQUEST",
      EXPORT_MESSAGES.payeeNotOfCompany,
    );
  });

  it("answers 404 for a company that does not exist", async () => {
    await expectTRPCError(as(control).get({ module: "control", companyId: 2_147_483_000 }), "NOT_FOUND");
  });
});
