/** The office terminal's item select (docs/product/terminal.md, office) through createCaller. */
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { TERMINAL_ITEMS_LIMIT } from "@paydesk/validators";
import { expect, it } from "vitest";
import { lookupSetup } from "@paydesk/tests/lookup-site";

const school = "school" as const;

describeDb("terminalItems router", (t) => {
  const { site, staffAt, item } = lookupSetup(t);
  const codes = (items: { code: string }[]) => items.map((i) => i.code).sort();

  it("lists what can be sold now in the staff's subtree, hidden and guest-only items included, SIS carrier items not", async () => {
    const s = await site();
    const plain = await item(s.school, { title: "Yearbook" });
    const hidden = await item(s.school, { visible: false, disableGuest: 2 });
    const limited = await item(s.school, { quantityAvailable: 5, quantitySold: 3 });
    await item(s.school, { quantityAvailable: 5, quantitySold: 5 });
    await item(s.school, { isDraft: true, active: false });
    await item(s.school, { active: false });
    await item(s.school, { status: "TRASH" });
    await item(s.district);
    await item(s.sibling);
    const carrier = await item(s.school, { visible: false });
    await t.db.companySisPlugin.create({ data: { companyId: s.school.id, plugin: "skyward", carrierItemId: carrier.id, enabled: true } });
    const listed = await s.staff.caller.terminalItems.list({ module: school });
    expect(codes(listed)).toEqual(codes([plain, hidden, limited]));
    expect(listed.find((i) => i.code === limited.code)?.quantityLeft).toBe(2);
    // The district's staff sell the items of every school below it.
    const districtStaff = await staffAt(s.district);
    expect(codes(await districtStaff.caller.terminalItems.list({ module: school, search: plain.code }))).toEqual([plain.code]);
  });

  it("searches title and code in any case, at most the limit, with what the add form needs", async () => {
    const s = await site();
    const payee = await t.fixtures.payee(s.school);
    const shirt = await item(s.school, {
      title: "Spirit Shirt",
      amountType: "OPEN",
      feeType: "FIXED",
      feeCents: 150,
      taxEnabled: true,
      taxRateHundredths: 825,
      shippingEnabled: false,
      shippingCents: 900,
      settlementAccountId: payee.id,
      customFields: {
        create: [
          { position: 1, label: "Size", type: "DROPDOWN", options: ["S", "M"], isMandatory: true },
          { position: 0, label: "Name on shirt", type: "TEXT" },
        ],
      },
    });
    expect((await s.staff.caller.terminalItems.list({ module: school, search: "spirit sh" })).map((i) => i.code)).toEqual([
      shirt.code,
    ]);
    const [byCode] = await s.staff.caller.terminalItems.list({ module: school, search: shirt.code.toLowerCase() });
    expect(byCode).toEqual({
      itemId: shirt.id,
      code: shirt.code,
      title: "Spirit Shirt",
      type: "basic",
      amountType: "Open",
      amountCents: 2500,
      feeType: "Fixed",
      feeCents: 150,
      taxRateHundredths: 825,
      shippingCents: 0,
      quantityLeft: null,
      companyId: s.school.id,
      companyName: s.school.name,
      payeeId: payee.id,
      payeeName: payee.name,
      eventStartsAt: null,
      eventEndsAt: null,
      eventLocation: null,
      customFields: [
        {
          label: "Name on shirt",
          position: 0,
          type: "text",
          isMandatory: false,
          options: [],
          defaultValue: null,
          additionalInfo: "",
        },
        {
          label: "Size",
          position: 1,
          type: "dropdown",
          isMandatory: true,
          options: ["S", "M"],
          defaultValue: null,
          additionalInfo: "",
        },
      ],
    });
    expect(await s.staff.caller.terminalItems.get({ module: school, itemId: shirt.id })).toEqual(byCode);
    const concert = await item(s.school, {
      type: "EVENT",
      eventStartsAt: new Date("2026-12-01T19:00:00Z"),
      eventEndsAt: new Date("2026-12-01T21:00:00Z"),
      eventLocation: "Gym",
    });
    expect(await s.staff.caller.terminalItems.get({ module: school, itemId: concert.id })).toMatchObject({
      type: "event",
      eventStartsAt: new Date("2026-12-01T19:00:00Z"),
      eventEndsAt: new Date("2026-12-01T21:00:00Z"),
      eventLocation: "Gym",
    });
    // A search for a literal % matches no wildcard.
    expect(await s.staff.caller.terminalItems.list({ module: school, search: "%" })).toEqual([]);
    await t.db.item.createMany({
      data: Array.from({ length: TERMINAL_ITEMS_LIMIT + 1 }, (_, n) => ({
        companyId: s.school.id,
        code: `L${shirt.code}${n}`,
        slug: "bulk",
        title: `Bulk ${n}`,
      })),
    });
    expect(await s.staff.caller.terminalItems.list({ module: school })).toHaveLength(TERMINAL_ITEMS_LIMIT);
  });

  it("lists one type on the server: events past the all-items limit still show, soonest first", async () => {
    const s = await site();
    // Titles that sort before the events fill the all-items limit on their own.
    await t.db.item.createMany({
      data: Array.from({ length: TERMINAL_ITEMS_LIMIT }, (_, n) => ({
        companyId: s.school.id,
        code: `AAA${s.school.id}-${n}`,
        slug: "bulk",
        title: `Aardvark ${String(n).padStart(2, "0")}`,
      })),
    });
    const later = await item(s.school, { type: "EVENT", title: "Zoo Trip", eventStartsAt: new Date("2027-05-01T09:00:00Z") });
    const sooner = await item(s.school, { type: "EVENT", title: "Zumba Night", eventStartsAt: new Date("2027-02-01T19:00:00Z") });
    const all = await s.staff.caller.terminalItems.list({ module: school });
    expect(all.map((i) => i.itemId)).not.toContain(later.id);
    const events = await s.staff.caller.terminalItems.list({ module: school, type: "event" });
    expect(events.map((i) => i.itemId)).toEqual([sooner.id, later.id]);
    expect(await s.staff.caller.terminalItems.list({ module: school, type: "event", search: "zoo" })).toMatchObject([{ itemId: later.id }]);
  });

  it("refuses other companies' items, unsellable ones, other categories, and staff without the terminal", async () => {
    const s = await site();
    const theirs = await item(s.sibling);
    const draft = await item(s.school, { isDraft: true });
    const soldOut = await item(s.school, { quantityAvailable: 1, quantitySold: 1 });
    await expectTRPCError(s.staff.caller.terminalItems.get({ module: school, itemId: theirs.id }), "FORBIDDEN");
    await expectTRPCError(s.staff.caller.terminalItems.get({ module: school, itemId: draft.id }), "NOT_FOUND");
    await expectTRPCError(s.staff.caller.terminalItems.get({ module: school, itemId: soldOut.id }), "NOT_FOUND");
    const books = await t.fixtures.category(s.school);
    const clothes = await t.fixtures.category(s.school);
    const book = await item(s.school, { categoryId: books.id });
    const coat = await item(s.school, { categoryId: clothes.id });
    const limitedStaff = await staffAt(s.school, ["terminal.manage"], [books.id]);
    expect(codes(await limitedStaff.caller.terminalItems.list({ module: school }))).toEqual([book.code]);
    await expectTRPCError(limitedStaff.caller.terminalItems.get({ module: school, itemId: coat.id }), "FORBIDDEN");
    const itemsOnly = await staffAt(s.school, ["items.manage"]);
    await expectTRPCError(itemsOnly.caller.terminalItems.list({ module: school }), "FORBIDDEN");
    await expectTRPCError(s.parent.caller.terminalItems.list({ module: "parent" }), "FORBIDDEN");
  });
});
