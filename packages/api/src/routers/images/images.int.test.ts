import { createPool } from "@paydesk/db";
import { outboxTransport, processImageRemoval, readServedImage, startImageRemovalQueue, IMAGE_REMOVAL_QUEUE } from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { IMAGE_LIBRARY_MESSAGES, imagePlanUpgradedMessage } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asFile, describeBytes, jpegOf, NOT_AN_IMAGE, pngOf, SVG } from "@paydesk/tests/images";
import { callerAs } from "@paydesk/tests/callers";

describeDb("images", (t) => {
  const module = "school" as const;
  const jobDeps = () => ({ db: t.db, mail: outboxTransport, appUrl: "http://localhost:3000" });
  const quiet = { info: () => undefined, error: () => undefined };

  /** A school whose administrator accepted the image terms. */
  async function schoolWithTerms(label: string) {
    const school = await t.fixtures.company({ kind: "SCHOOL" });
    const admin = await t.fixtures.user({ company: school, label });
    const caller = await callerAs(t.db, admin);
    await caller.images.acceptTerms({ module, setting: "image_terms", value: true });
    return { school, admin, caller };
  }

  async function item(company: FixtureCompany, imageId: number | null, title = "Field Trip") {
    const code = `IMG-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
    return t.db.item.create({ data: { companyId: company.id, code, slug: code, title, imageId } });
  }

  /** Library rows written directly: the plan tests need many, not their pictures. */
  async function fillLibrary(company: FixtureCompany, count: number) {
    const data = new Uint8Array(await pngOf(4, 4));
    await t.db.image.createMany({
      data: Array.from({ length: count }, (_, i) => ({ companyId: company.id, name: `filler-${i}.png`, contentType: "image/png", byteSize: data.length, width: 4, height: 4, data })),
    });
  }

  describe("upload", () => {
    it("needs the image terms accepted first, then stores the re-encoded picture with its size", async () => {
      const school = await t.fixtures.company({ kind: "SCHOOL" });
      const admin = await t.fixtures.user({ company: school, label: "img-terms" });
      const caller = await callerAs(t.db, admin);
      const photo = await jpegOf(1200, 900);
      await expectTRPCError(caller.images.upload({ module, image: asFile(photo, "trip.jpg") }), "FORBIDDEN", IMAGE_LIBRARY_MESSAGES.termsRequired);

      const accepted = await caller.images.acceptTerms({ module, setting: "image_terms", value: true });
      expect(accepted.message).toBe(IMAGE_LIBRARY_MESSAGES.termsAccepted);
      // Accepting again keeps the first acceptance.
      expect((await caller.images.acceptTerms({ module, setting: "image_terms", value: true })).acceptedAt).toEqual(accepted.acceptedAt);

      const thumb = await jpegOf(80, 80);
      const image = await caller.images.upload({ module, image: asFile(photo, "C:\\photos\\trip.jpg"), thumbImage: asFile(thumb, "thumb.jpg") });
      const stored = await t.db.image.findUniqueOrThrow({ where: { id: image.imageId } });
      expect(image).toMatchObject({ fileName: "trip.jpg", width: 1200, height: 900, size: stored.data.length, url: `/e/image/${image.imageId}`, fullUrl: `/e/image/${image.imageId}/full` });
      expect(stored).toMatchObject({ companyId: school.id, kind: "LIBRARY", contentType: "image/jpeg", byteSize: stored.data.length });
      expect(await describeBytes(stored.data)).toEqual({ format: "jpeg", width: 1200, height: 900 });
      expect(await describeBytes(stored.displayData!)).toEqual({ format: "jpeg", width: 600, height: 450 });
      expect(await describeBytes(stored.thumbData!)).toEqual({ format: "jpeg", width: 80, height: 80 });

      const library = await caller.images.library({ module });
      expect(library).toMatchObject({ plan: "BASIC", limit: 25, count: 1, left: 24, termsAccepted: true });
      expect(library.images.map((i) => i.imageId)).toEqual([image.imageId]);
    });

    it("keeps a small PNG as PNG, without a display copy, and crops its own thumbnail when none came", async () => {
      const { school, caller } = await schoolWithTerms("img-png");
      const image = await caller.images.upload({ module, image: asFile(await pngOf(300, 120), "crest.png") });
      const stored = await t.db.image.findUniqueOrThrow({ where: { id: image.imageId } });
      expect(stored).toMatchObject({ companyId: school.id, contentType: "image/png", width: 300, height: 120, displayData: null });
      expect(await describeBytes(stored.thumbData!)).toEqual({ format: "jpeg", width: 80, height: 80 });
    });

    it("refuses by the bytes, not the name: text renamed .jpg, an SVG, a bad thumbnail", async () => {
      const { school, caller } = await schoolWithTerms("img-bytes");
      for (const [bytes, name] of [[NOT_AN_IMAGE, "photo.jpg"], [SVG, "logo.png"]] as const) {
        await expectTRPCError(caller.images.upload({ module, image: asFile(bytes, name) }), "BAD_REQUEST", IMAGE_LIBRARY_MESSAGES.notAnImage);
      }
      await expectTRPCError(
        caller.images.upload({ module, image: asFile(await pngOf(10, 10), "ok.png"), thumbImage: asFile(NOT_AN_IMAGE, "thumb.jpg") }),
        "BAD_REQUEST",
        IMAGE_LIBRARY_MESSAGES.notAnImage,
      );
      await expectTRPCError(caller.images.upload({ module, image: { fileName: "none.png", base64: "" } }), "BAD_REQUEST", IMAGE_LIBRARY_MESSAGES.imageRequired);
      expect(await t.db.image.count({ where: { companyId: school.id } })).toBe(0);
    });
  });

  describe("plans", () => {
    it("Basic stops at 25 with the product's message; Plus then allows more; only upgrades are taken", async () => {
      const { school, caller } = await schoolWithTerms("img-plan");
      await fillLibrary(school, 24);
      const png = await pngOf(20, 20);
      await caller.images.upload({ module, image: asFile(png, "25th.png") });
      await expectTRPCError(caller.images.upload({ module, image: asFile(png, "26th.png") }), "CONFLICT", IMAGE_LIBRARY_MESSAGES.overLimit);
      expect(await t.db.image.count({ where: { companyId: school.id } })).toBe(25);

      expect(await caller.images.upgradePlan({ module, plan: "PLUS" })).toEqual({ plan: "PLUS", message: imagePlanUpgradedMessage("Plus") });
      await caller.images.upload({ module, image: asFile(png, "26th.png") });
      expect(await caller.images.library({ module })).toMatchObject({ plan: "PLUS", limit: 250, count: 26, left: 224 });
      await expectTRPCError(caller.images.upgradePlan({ module, plan: "PLUS" }), "CONFLICT", IMAGE_LIBRARY_MESSAGES.upgradeOnly);
      await caller.images.upgradePlan({ module, plan: "UNLIMITED" });
      expect(await caller.images.library({ module })).toMatchObject({ plan: "UNLIMITED", limit: null, left: null });
    });

    it("two uploads racing for the last place: one gets it", async () => {
      const { school, caller } = await schoolWithTerms("img-race");
      await fillLibrary(school, 24);
      const png = await pngOf(8, 8);
      const results = await Promise.allSettled([1, 2, 3].map((n) => caller.images.upload({ module, image: asFile(png, `race-${n}.png`) })));
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      expect(await t.db.image.count({ where: { companyId: school.id } })).toBe(25);
    });

    it("upgrades only in school or vendor", async () => {
      const business = await t.fixtures.company({ kind: "BUSINESS" });
      const owner = await callerAs(t.db, await t.fixtures.user({ company: business, modules: ["business"], label: "img-business" }));
      await expectTRPCError(owner.images.upgradePlan({ module: "business", plan: "PLUS" }), "BAD_REQUEST", IMAGE_LIBRARY_MESSAGES.upgradeModules);
    });
  });

  describe("access", () => {
    it("keeps each company's library to its own subtree and managers", async () => {
      const { caller } = await schoolWithTerms("img-owner");
      const image = await caller.images.upload({ module, image: asFile(await pngOf(10, 10), "mine.png") });
      const stranger = await callerAs(t.db, await t.fixtures.user({ label: "img-stranger" }));
      await expectTRPCError(stranger.images.remove({ module, imageId: image.imageId, force: true }), "FORBIDDEN");
      const reader = await callerAs(t.db, await t.fixtures.user({ label: "img-reader", permissions: ["settings.view"] }));
      await expectTRPCError(reader.images.remove({ module, imageId: image.imageId, force: false }), "FORBIDDEN");
      await expectTRPCError(reader.images.acceptTerms({ module, setting: "image_terms", value: true }), "FORBIDDEN");
      await expectTRPCError(caller.images.remove({ module, imageId: 2_000_000_000, force: false }), "NOT_FOUND", IMAGE_LIBRARY_MESSAGES.noSuchImage);
    });

    it("serves logos and pictures of payable items to anyone, the rest only inside the company's subtree", async () => {
      const { school, admin, caller } = await schoolWithTerms("img-serve");
      const image = await caller.images.upload({ module, image: asFile(await pngOf(900, 900), "serve.png") });
      const anonymous = createTestContext(t.db, null);
      await expect(readServedImage(anonymous, image.imageId, "display")).rejects.toThrow(IMAGE_LIBRARY_MESSAGES.noSuchImage);
      const own = await readServedImage(createTestContext(t.db, await t.fixtures.actor(admin)), image.imageId, "display");
      expect(own.isPublic).toBe(false);
      expect(await describeBytes(own.data)).toMatchObject({ width: 450, height: 450 });
      await item(school, image.imageId);
      const served = await readServedImage(anonymous, image.imageId, "full");
      expect(served).toMatchObject({ isPublic: true, contentType: "image/png" });
      expect(await describeBytes(served.data)).toMatchObject({ width: 900, height: 900 });
    });
  });

  describe("removal", () => {
    let pool: ReturnType<typeof createPool>;
    let queue: Awaited<ReturnType<typeof startImageRemovalQueue>>;
    beforeAll(async () => {
      pool = createPool(t.url, { max: 2 });
      queue = await startImageRemovalQueue(pool, jobDeps(), quiet);
    });
    afterAll(async () => {
      await queue.stop();
      await pool.end();
    });

    it("refuses an image in use with the items, then the forced removal unlinks them and deletes it", async () => {
      const { school, caller } = await schoolWithTerms("img-remove");
      const image = await caller.images.upload({ module, image: asFile(await pngOf(10, 10), "used.png") });
      const trip = await item(school, image.imageId, "Zoo Trip");
      const lunch = await item(school, image.imageId, "Lunch");

      const refused = await caller.images.remove({ module, imageId: image.imageId, force: false });
      expect(refused).toEqual({
        outcome: "refused",
        imageId: image.imageId,
        message: IMAGE_LIBRARY_MESSAGES.inUse,
        matchingItems: [
          { itemId: lunch.id, itemCode: lunch.code, title: "Lunch" },
          { itemId: trip.id, itemCode: trip.code, title: "Zoo Trip" },
        ],
      });
      expect((await caller.images.library({ module })).count).toBe(1);

      const forced = await caller.images.remove({ module, imageId: image.imageId, force: true });
      expect(forced).toMatchObject({ outcome: "queued", imageId: image.imageId });
      // Out of the library at once; deleted by the queue.
      expect((await caller.images.library({ module })).count).toBe(0);
      await expect.poll(() => t.db.image.count({ where: { id: image.imageId } }), { timeout: 15_000 }).toBe(0);
      expect(await t.db.item.findMany({ where: { id: { in: [trip.id, lunch.id] } }, select: { imageId: true } })).toEqual([{ imageId: null }, { imageId: null }]);
      await expectTRPCError(caller.images.remove({ module, imageId: image.imageId, force: true }), "NOT_FOUND", IMAGE_LIBRARY_MESSAGES.noSuchImage);
    });

    it("cancels an unforced removal when an item picked the image before the job ran", async () => {
      const { school, caller } = await schoolWithTerms("img-cancel");
      const image = await caller.images.upload({ module, image: asFile(await pngOf(10, 10), "late.png") });
      // Marked as a request would mark it, with no job: this test runs the job's work itself.
      await t.db.image.update({ where: { id: image.imageId }, data: { removalRequestedAt: new Date(), removalForced: false } });
      await item(school, image.imageId);
      expect(await processImageRemoval({ ...createTestContext(t.db, null) }, image.imageId)).toBe("cancelled");
      expect(await t.db.image.findUniqueOrThrow({ where: { id: image.imageId } })).toMatchObject({ removalRequestedAt: null });
      expect((await caller.images.library({ module })).count).toBe(1);
    });

    it("runs removals one at a time on a singleton queue, even with two workers, in the order asked", async () => {
      const { school, caller } = await schoolWithTerms("img-queue");
      const png = await pngOf(6, 6);
      const ids: number[] = [];
      for (let n = 0; n < 4; n += 1) ids.push((await caller.images.upload({ module, image: asFile(png, `q${n}.png`) })).imageId);
      const second = await startImageRemovalQueue(pool, jobDeps(), quiet);
      try {
        expect((await second.boss.getQueue(IMAGE_REMOVAL_QUEUE))?.policy).toBe("singleton");
        for (const imageId of ids) await caller.images.remove({ module, imageId, force: false });
        let mostActive = 0;
        await expect
          .poll(
            async () => {
              const [{ active }] = await t.db.$queryRaw<[{ active: number }]>`SELECT count(*)::int AS active FROM pgboss.job WHERE name = ${IMAGE_REMOVAL_QUEUE} AND state = 'active'`;
              mostActive = Math.max(mostActive, active);
              return t.db.image.count({ where: { companyId: school.id } });
            },
            { timeout: 20_000, interval: 50 },
          )
          .toBe(0);
        expect(mostActive).toBeLessThanOrEqual(1);
        const removed = await t.db.auditEvent.findMany({ where: { action: "image.removed", entityId: { in: ids.map(String) } }, orderBy: { id: "asc" }, select: { entityId: true } });
        expect(removed.map((row) => Number(row.entityId))).toEqual(ids);
      } finally {
        await second.stop();
      }
    });
  });
});
