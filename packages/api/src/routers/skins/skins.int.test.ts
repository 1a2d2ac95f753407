import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { IMAGE_LIBRARY_MESSAGES } from "@paydesk/validators";
import { describe, expect, it } from "vitest";
import { asFile, describeBytes, NOT_AN_IMAGE, pngOf } from "@paydesk/tests/images";
import { callerAs, callerFor } from "@paydesk/tests/callers";

describeDb("skins", (t) => {
  const module = "school" as const;
  const anonymous = () => callerFor(t.db, null);

  async function payableItem(companyId: number) {
    const code = `SKIN-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    return t.db.item.create({ data: { companyId, code, slug: code, title: "Spirit Night" } });
  }

  describe("choice and logo", () => {
    it("saves the skin and a logo fitted inside 300x73, and the company's pay page wears them", async () => {
      const school = await t.fixtures.company({ kind: "SCHOOL" });
      const admin = await callerAs(t.db, await t.fixtures.user({ company: school, label: "skin-admin" }));
      const item = await payableItem(school.id);

      expect(await anonymous().skins.forPayPage({ itemCode: item.code })).toMatchObject({ skin: { key: "classic" }, logoUrl: null, companyName: school.name });
      expect((await admin.skins.get({ module })).skins.map((s) => s.key)).toEqual(["classic", "forest", "crimson", "slate", "sunrise", "plain"]);

      expect(await admin.skins.save({ module, skin: "forest" })).toMatchObject({ skin: "forest", message: IMAGE_LIBRARY_MESSAGES.skinSaved });
      const first = await admin.skins.uploadLogo({ module, image: asFile(await pngOf(1200, 146), "crest.png") });
      expect(first.logo).toEqual({ width: 300, height: 37 });
      const firstId = Number(first.logoUrl!.split("/").pop());
      const stored = await t.db.image.findUniqueOrThrow({ where: { id: firstId } });
      expect(stored.kind).toBe("LOGO");
      expect(await describeBytes(stored.data)).toMatchObject({ format: "png", width: 300, height: 37 });

      // A new logo replaces the old one; logos never count in the library.
      const second = await admin.skins.uploadLogo({ module, image: asFile(await pngOf(60, 300), "tall.png") });
      expect(second.logo).toEqual({ width: 15, height: 73 });
      expect(await t.db.image.count({ where: { id: firstId } })).toBe(0);
      expect((await admin.images.library({ module })).count).toBe(0);

      expect(await anonymous().skins.forPayPage({ itemCode: item.code })).toMatchObject({ skin: { key: "forest", banner: "#1e5631" }, logoUrl: second.logoUrl });
      expect((await admin.skins.removeLogo({ module })).logoUrl).toBeNull();
    });

    it("refuses an unknown skin, a logo that is not an image, and readers", async () => {
      const school = await t.fixtures.company({ kind: "SCHOOL" });
      const admin = await callerAs(t.db, await t.fixtures.user({ company: school, label: "skin-refuse" }));
      await expectTRPCError(admin.skins.save({ module, skin: "neon" as never }), "BAD_REQUEST", IMAGE_LIBRARY_MESSAGES.unknownSkin);
      await expectTRPCError(admin.skins.uploadLogo({ module, image: asFile(NOT_AN_IMAGE, "logo.png") }), "BAD_REQUEST", IMAGE_LIBRARY_MESSAGES.notAnImage);
      const reader = await callerAs(t.db, await t.fixtures.user({ company: school, label: "skin-reader", permissions: ["promote.view"] }));
      expect((await reader.skins.get({ module })).skin).toBe("classic");
      await expectTRPCError(reader.skins.save({ module, skin: "slate" }), "FORBIDDEN");
    });

    it("answers the public only for items their pay page shows", async () => {
      const school = await t.fixtures.company({ kind: "SCHOOL" });
      const draft = await payableItem(school.id);
      await t.db.item.update({ where: { id: draft.id }, data: { isDraft: true } });
      await expectTRPCError(anonymous().skins.forPayPage({ itemCode: draft.code }), "NOT_FOUND");
      await expectTRPCError(anonymous().skins.forPayPage({ itemCode: "NO-SUCH-CODE" }), "NOT_FOUND");
    });
  });
});
