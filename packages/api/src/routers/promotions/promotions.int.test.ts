/**
 * Promotions through createCaller on a real database, the channels over real HTTP:
 * the channel simulator runs on an ephemeral port and the adapters are pointed at it, so every
 * post below is a real call that the simulator records in channel_outbox.
 */
import { createPool } from "@paydesk/db";
import {
  claimPost,
  configureChannelsUrl,
  outboxTransport,
  PROMOTION_POST_QUEUE,
  queuePendingPosts,
  registerPromotionPostWork,
  sendScheduledPost,
  startQueueAlone,
  SIMULATED_BAD_TOKEN,
  SIMULATED_FAILURE_MARKER,
  SIMULATED_PAGES,
  startChannelSimulator,
  startPromotionPostQueue,
  type RunningChannelSimulator,
} from "@paydesk/services";
import { createTestContext, describeDb, expectTRPCError, type FixtureCompany } from "@paydesk/tests/harness";
import { PROMOTION_MESSAGES as M } from "@paydesk/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postIdempotencyKey } from "@paydesk/domain";
import { callerAs } from "@paydesk/tests/callers";

const APP_URL = "http://localhost:3000";

describeDb("promotions", (t) => {
  const module = "school" as const;
  let simulator: RunningChannelSimulator;
  beforeAll(async () => {
    simulator = await startChannelSimulator(t.db, APP_URL);
    configureChannelsUrl(simulator.url);
  });
  afterAll(async () => {
    configureChannelsUrl(null);
    await simulator.close();
  });
  const jobCtx = () => createTestContext(t.db, null, { appUrl: APP_URL });
  let seq = 0;
  async function item(company: FixtureCompany, data: Record<string, unknown> = {}) {
    const code = `PROMO-${Date.now().toString(36)}-${++seq}`.toUpperCase();
    return t.db.item.create({ data: { companyId: company.id, code, slug: "Spirit Night", title: `Spirit Night ${seq}`, ...data } });
  }
  async function school(label: string) {
    const company = await t.fixtures.company({ kind: "SCHOOL" });
    const caller = await callerAs(t.db, await t.fixtures.user({ company, label }), { appUrl: APP_URL });
    return { company, caller, item: await item(company) };
  }
  const outboxFor = (postId: number) => t.db.channelOutboxEntry.findMany({ where: { idempotencyKey: postIdempotencyKey(postId) } });
  async function fieldErrors(call: Promise<unknown>): Promise<Record<string, string> | undefined> {
    const error = await expectTRPCError(call, "BAD_REQUEST", M.saveFailed);
    return (error.cause as { fieldErrors?: Record<string, string> }).fieldErrors;
  }

  describe("items, pages and lists", () => {
    it("offers the company's promotable items with their absolute pay link, nothing else", async () => {
      const { company, caller, item: payable } = await school("promo-items");
      await item(company, { isDraft: true });
      await item(company, { status: "TRASH" });
      await item(company, { visible: false, disableGuest: 1 });
      await item(await t.fixtures.company({ kind: "SCHOOL" }));
      const { items } = await caller.promotions.itemChoices({ module });
      expect(items).toEqual([{ itemId: payable.id, title: payable.title, payLink: `${APP_URL}/pay/for/Spirit-Night/${payable.code}` }]);
      expect((await caller.promotions.itemChoices({ module, search: "nothing like it" })).items).toEqual([]);
    });

    it("connects the social pages through facebook/confirm, and refuses a bad token with the product's message", async () => {
      const { caller } = await school("promo-fb");
      expect(await caller.promotions.connections({ module })).toEqual({ facebook: { connected: false, pages: [] }, marketing: { lists: [] }, shortLinkLength: 23 });
      await expectTRPCError(caller.promotions.connectFacebook({ module, userAccessToken: SIMULATED_BAD_TOKEN }), "BAD_GATEWAY", M.facebookLoginFailed);
      const pages = SIMULATED_PAGES.map((page) => ({ pageId: page.id, name: page.name }));
      expect(await caller.promotions.connectFacebook({ module, userAccessToken: "token-1" })).toEqual({ pages });
      // A reconnect keeps one row per page.
      await caller.promotions.connectFacebook({ module, userAccessToken: "token-2" });
      expect((await caller.promotions.connections({ module })).facebook).toEqual({ connected: true, pages });
    });

    it("creates a marketing list at the service (create/cc*) and lists it", async () => {
      const { caller } = await school("promo-list");
      const list = await caller.promotions.createMarketingList({ module, name: "Parents 2026" });
      expect(list).toEqual({ listId: expect.any(Number), name: "Parents 2026" });
      expect((await caller.promotions.connections({ module })).marketing.lists).toEqual([list]);
      expect((await t.db.marketingList.findUniqueOrThrow({ where: { id: list.listId } })).externalId).toMatch(/^list-/);
    });
  });

  describe("post now", () => {
    it("sends on each channel through the simulator, once, with the item's pay link and a local link", async () => {
      const { caller, item: promoted } = await school("promo-now");
      await caller.promotions.connectFacebook({ module, userAccessToken: "token" });
      const list = await caller.promotions.createMarketingList({ module, name: "Everyone" });
      const base = { module, itemId: promoted.id, message: "Come to Spirit Night!" };
      const answers = [
        await caller.promotions.post({ ...base, channel: "facebook", pageId: "sim-page-2" }),
        await caller.promotions.post({ ...base, channel: "marketing", subject: "Spirit Night", listId: list.listId }),
        await caller.promotions.post({ ...base, channel: "short", withImage: false }),
        await caller.promotions.post({ ...base, channel: "mail", subject: "Spirit Night", recipients: ["a@promo.test", "b@promo.test"] }),
      ];
      const payLink = `${APP_URL}/pay/for/Spirit-Night/${promoted.code}`;
      for (const answer of answers) {
        expect(answer).toMatchObject({ status: "success", message: M.saved, state: "SENT", link: expect.stringMatching(/^http:\/\/localhost:3000\/e\/post\/\d+$/) });
        const recorded = await outboxFor(answer.postId);
        expect(recorded).toHaveLength(1);
        expect(recorded[0]).toMatchObject({ message: base.message, payLink, companyId: promoted.companyId });
        expect(answer.link).toBe(`${APP_URL}/e/post/${recorded[0]!.id}`);
      }
      expect((await outboxFor(answers[0]!.postId))[0]!.target).toContain("sim-page-2");
      expect((await outboxFor(answers[1]!.postId))[0]).toMatchObject({ channel: "MARKETING", subject: "Spirit Night", target: "list Everyone" });
      // Mail also goes through the product's own outbox, one message per recipient.
      const mails = await t.db.outboundEmail.findMany({ where: { purpose: "promotion", companyId: promoted.companyId }, orderBy: { toAddress: "asc" } });
      expect(mails.map((mail) => mail.toAddress)).toEqual(["a@promo.test", "b@promo.test"]);
      expect(mails[0]!.textBody).toContain(payLink);

      const { posts } = await caller.promotions.list({ module });
      expect(posts.map((post) => [post.channel, post.state, post.itemTitle])).toEqual([
        ["mail", "SENT", promoted.title],
        ["short", "SENT", promoted.title],
        ["marketing", "SENT", promoted.title],
        ["facebook", "SENT", promoted.title],
      ]);
      expect((await caller.promotions.list({ module, channel: "short" })).posts).toHaveLength(1);
    });

    it("with an image: the picked library image, else the item's own picture; another company's image is refused", async () => {
      const { company, caller } = await school("promo-image");
      const picture = (name: string, companyId = company.id) =>
        t.db.image.create({ data: { companyId, name, contentType: "image/png", byteSize: 1, data: new Uint8Array([1]) } });
      const own = await picture("crest.png");
      const withPicture = await item(company, { imageId: (await picture("item.png")).id });
      const short = { module, channel: "short" as const, itemId: withPicture.id, message: "See the picture", withImage: true };
      const picked = await caller.promotions.post({ ...short, imageId: own.id });
      expect((await outboxFor(picked.postId))[0]!.imageUrl).toBe(`${APP_URL}/e/image/${own.id}`);
      const fallback = await caller.promotions.post(short);
      expect((await outboxFor(fallback.postId))[0]!.imageUrl).toBe(`${APP_URL}/e/image/${withPicture.imageId}`);
      const without = await caller.promotions.post({ ...short, withImage: false });
      expect((await outboxFor(without.postId))[0]!.imageUrl).toBeNull();
      const foreign = await picture("theirs.png", (await t.fixtures.company({ kind: "SCHOOL" })).id);
      expect(await fieldErrors(caller.promotions.post({ ...short, imageId: foreign.id }))).toEqual({ imageId: M.noSuchImage });
    });

    it("a failing channel leaves the post FAILED with the product's message (short post) or ours", async () => {
      const { caller, item: promoted } = await school("promo-fail");
      await caller.promotions.connectFacebook({ module, userAccessToken: "token" });
      const message = `Tonight! ${SIMULATED_FAILURE_MARKER}`;
      await expectTRPCError(caller.promotions.post({ module, channel: "short", itemId: promoted.id, message }), "BAD_GATEWAY", M.shortPostFailed);
      await expectTRPCError(caller.promotions.post({ module, channel: "facebook", itemId: promoted.id, message, pageId: "sim-page-1" }), "BAD_GATEWAY", M.postFailed);
      const { posts } = await caller.promotions.list({ module });
      expect(posts.map((post) => [post.channel, post.state, post.error, post.link])).toEqual([
        ["facebook", "FAILED", M.postFailed, null],
        ["short", "FAILED", M.shortPostFailed, null],
      ]);
    });

    it("refuses a bad form with the product's message and the field: each channel's required fields, the length rule, the time", async () => {
      const { caller, item: promoted } = await school("promo-form");
      const base = { module, itemId: promoted.id, message: "Hello" };
      expect(await fieldErrors(caller.promotions.post({ ...base, channel: "facebook" } as never))).toEqual({ pageId: M.pageRequired });
      expect(await fieldErrors(caller.promotions.post({ ...base, channel: "facebook", pageId: "sim-page-1" }))).toEqual({ pageId: M.noSuchPage });
      expect(await fieldErrors(caller.promotions.post({ ...base, channel: "mail", subject: "S", recipients: [] }))).toEqual({ recipients: M.recipientsRequired });
      expect(await fieldErrors(caller.promotions.post({ ...base, channel: "marketing", subject: "S" } as never))).toEqual({ listId: M.listRequired });
      expect(await fieldErrors(caller.promotions.post({ ...base, channel: "short", message: "a".repeat(94), withImage: true }))).toEqual({ message: M.shortPostTooLong });
      const past = new Date(Date.now() - 60_000).toISOString();
      expect(await fieldErrors(caller.promotions.post({ ...base, channel: "short", scheduledAt: past }))).toEqual({ scheduledAt: M.scheduleInPast });
      expect(await t.db.promotionPost.count({ where: { itemId: promoted.id } })).toBe(0);
    });
  });

  describe("scheduled posts", () => {
    let pool: ReturnType<typeof createPool>;
    let queue: Awaited<ReturnType<typeof startPromotionPostQueue>>;
    const quiet = { info: () => undefined, error: () => undefined };
    beforeAll(async () => {
      pool = createPool(t.url, { max: 2 });
      queue = await startPromotionPostQueue(pool, { db: t.db, mail: outboxTransport, appUrl: APP_URL }, quiet);
    });
    afterAll(async () => {
      await queue.stop();
      await pool.end();
    });

    it("the job sends a scheduled post once, at its time", async () => {
      const { caller, item: promoted } = await school("promo-sched");
      const at = new Date(Date.now() + 2_000);
      const answer = await caller.promotions.post({ module, channel: "short", itemId: promoted.id, message: "Soon", scheduledAt: at.toISOString() });
      expect(answer).toMatchObject({ status: "success", message: M.saved, state: "SCHEDULED", link: null });
      expect(await outboxFor(answer.postId)).toHaveLength(0);
      await expect.poll(async () => (await t.db.promotionPost.findUniqueOrThrow({ where: { id: answer.postId } })).state, { timeout: 20_000, interval: 250 }).toBe("SENT");
      const post = await t.db.promotionPost.findUniqueOrThrow({ where: { id: answer.postId } });
      expect(post.sentAt!.getTime()).toBeGreaterThanOrEqual(at.getTime());
      expect(post.attempts).toBe(1);
      expect(await outboxFor(answer.postId)).toHaveLength(1);
      expect((await caller.promotions.list({ module })).posts[0]).toMatchObject({ state: "SENT", link: post.link, scheduledAt: at });
    });

    it("two runs at once send it once; a run after a crash mid-send is recorded once by the channel", async () => {
      const { caller, item: promoted } = await school("promo-twice");
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const { postId } = await caller.promotions.post({ module, channel: "short", itemId: promoted.id, message: "Once", scheduledAt: at });
      const outcomes = await Promise.all([sendScheduledPost(jobCtx(), postId), sendScheduledPost(jobCtx(), postId), sendScheduledPost(jobCtx(), postId)]);
      expect(outcomes.map((o) => o.state).sort()).toEqual(["NOT_CLAIMED", "NOT_CLAIMED", "SENT"]);
      expect(await outboxFor(postId)).toHaveLength(1);

      // As if the sender died after the channel recorded the post but before the row said so.
      const sent = await t.db.promotionPost.findUniqueOrThrow({ where: { id: postId } });
      await t.db.promotionPost.update({ where: { id: postId }, data: { state: "SENDING", claimedAt: new Date(Date.now() - 3_600_000), sentAt: null, link: null } });
      expect(await sendScheduledPost(jobCtx(), postId)).toEqual({ state: "SENT", link: sent.link });
      expect(await outboxFor(postId)).toHaveLength(1);
      // A fresh claim (a sender still at work) is not taken over.
      await t.db.promotionPost.update({ where: { id: postId }, data: { state: "SENDING", claimedAt: new Date() } });
      expect(await claimPost(jobCtx(), postId)).toBeNull();
    });

    it("at boot, the queue sends the posts left without a job or under a crashed sender's claim", async () => {
      const { company, item: promoted } = await school("promo-sweep");
      const base = { companyId: company.id, channel: "SHORT" as const, itemId: promoted.id, payLink: `${APP_URL}/pay/for/x/${promoted.code}` };
      // Saved while no job queue had ever run (no job), and one whose sender died mid-send.
      const orphan = await t.db.promotionPost.create({ data: { ...base, message: "Orphan", state: "SCHEDULED", scheduledAt: new Date(Date.now() + 500) } });
      const crashed = await t.db.promotionPost.create({ data: { ...base, message: "Crashed", state: "SENDING", claimedAt: new Date(Date.now() - 3_600_000) } });
      const booted = await startQueueAlone(pool, (boss) => registerPromotionPostWork(boss, { db: t.db, mail: outboxTransport, appUrl: APP_URL }, quiet, { pollingIntervalSeconds: 0.5 }));
      try {
        for (const post of [orphan, crashed]) {
          await expect.poll(async () => (await t.db.promotionPost.findUniqueOrThrow({ where: { id: post.id } })).state, { timeout: 20_000, interval: 250 }).toBe("SENT");
          expect(await outboxFor(post.id)).toHaveLength(1);
        }
      } finally {
        await booted.stop();
      }
    });

    it("a restart adds no job for a post whose job is still waiting, and one for a post without", async () => {
      const { company, caller, item: promoted } = await school("promo-resweep");
      const at = new Date(Date.now() + 3_600_000);
      // Queued by the post procedure (this describe's queue is started): its job waits for its time.
      const { postId: withJob } = await caller.promotions.post({ module, channel: "short", itemId: promoted.id, message: "Later", scheduledAt: at.toISOString() });
      // Saved while no job queue had ever run: no job.
      const orphan = await t.db.promotionPost.create({
        data: { companyId: company.id, channel: "SHORT", itemId: promoted.id, payLink: `${APP_URL}/pay/for/x/${promoted.code}`, message: "Orphan", state: "SCHEDULED", scheduledAt: at },
      });
      const waitingJobs = async (postId: number) => {
        const [{ count }] = await t.db.$queryRaw<[{ count: number }]>`
          SELECT count(*)::int AS count FROM pgboss.job
          WHERE name = ${PROMOTION_POST_QUEUE} AND state IN ('created', 'retry') AND (data->>'postId')::int = ${postId}`;
        return count;
      };
      expect([await waitingJobs(withJob), await waitingJobs(orphan.id)]).toEqual([1, 0]);
      // Three boots in a row.
      const queued = [];
      for (let boot = 0; boot < 3; boot++) queued.push(await queuePendingPosts(queue.boss, t.db));
      expect(queued.map((ids) => [ids.includes(withJob), ids.includes(orphan.id)])).toEqual([
        [false, true],
        [false, false],
        [false, false],
      ]);
      expect([await waitingJobs(withJob), await waitingJobs(orphan.id)]).toEqual([1, 1]);
      await t.db.promotionPost.updateMany({ where: { id: { in: [withJob, orphan.id] } }, data: { state: "CANCELLED" } });
    });

    it("a post that keeps only the pay-for path (the demo seed's) goes out absolute, on the job's app URL", async () => {
      const { company, item: promoted } = await school("promo-path");
      const path = `/pay/for/Spirit-Night/${promoted.code}`;
      const post = await t.db.promotionPost.create({
        data: { companyId: company.id, channel: "SHORT", itemId: promoted.id, payLink: path, message: "Seeded", state: "SCHEDULED", scheduledAt: new Date(Date.now() + 3_600_000) },
      });
      const elsewhere = createTestContext(t.db, null, { appUrl: "https://pay.example.test" });
      expect(await sendScheduledPost(elsewhere, post.id)).toMatchObject({ state: "SENT" });
      expect((await outboxFor(post.id))[0]!.payLink).toBe(`https://pay.example.test${path}`);
    });

    it("cancels a scheduled post: its job then sends nothing; only scheduled ones cancel", async () => {
      const { caller, item: promoted } = await school("promo-cancel");
      const at = new Date(Date.now() + 3_600_000).toISOString();
      const { postId } = await caller.promotions.post({ module, channel: "short", itemId: promoted.id, message: "Never", scheduledAt: at });
      expect(await caller.promotions.cancel({ module, postId })).toEqual({ status: "success" });
      expect(await sendScheduledPost(jobCtx(), postId)).toEqual({ state: "NOT_CLAIMED" });
      expect(await outboxFor(postId)).toHaveLength(0);
      expect((await caller.promotions.list({ module })).posts[0]).toMatchObject({ postId, state: "CANCELLED" });
      await expectTRPCError(caller.promotions.cancel({ module, postId }), "CONFLICT", M.notScheduled);
      const other = await school("promo-cancel-other");
      await expectTRPCError(other.caller.promotions.cancel({ module, postId }), "NOT_FOUND", M.noSuchPost);
    });
  });

  describe("access", () => {
    it("another company's item is no item; other modules and roles without promote.manage are refused", async () => {
      const { company, caller } = await school("promo-access");
      const foreign = await item(await t.fixtures.company({ kind: "SCHOOL" }));
      expect(await fieldErrors(caller.promotions.post({ module, channel: "short", itemId: foreign.id, message: "x" }))).toEqual({ itemId: M.noSuchItem });

      const vendorCompany = await t.fixtures.company({ kind: "VENDOR" });
      const vendor = await callerAs(t.db, await t.fixtures.user({ company: vendorCompany, modules: ["vendor"], label: "promo-vendor" }), { appUrl: APP_URL });
      await expectTRPCError(vendor.promotions.itemChoices({ module: "vendor" }), "FORBIDDEN");
      await expectTRPCError(vendor.promotions.itemChoices({ module }), "FORBIDDEN");

      const reader = await callerAs(t.db, await t.fixtures.user({ company, label: "promo-reader", permissions: ["promote.view", "items.manage"] }), { appUrl: APP_URL });
      await expectTRPCError(reader.promotions.itemChoices({ module }), "FORBIDDEN");
      await expectTRPCError(reader.promotions.post({ module, channel: "short", itemId: 1, message: "x" }), "FORBIDDEN");
      await expectTRPCError(caller.channelOutbox.find({ module }), "FORBIDDEN");
    });

    it("control staff read the channel outbox, newest first, with the company and the post's link", async () => {
      const { company, caller, item: promoted } = await school("promo-outbox");
      const { postId } = await caller.promotions.post({ module, channel: "short", itemId: promoted.id, message: "Read me" });
      const control = await callerAs(t.db, await t.fixtures.user({ kind: "CONTROL", label: "promo-control" }), { appUrl: APP_URL });
      const [row] = await outboxFor(postId);
      const { entries } = await control.channelOutbox.find({ module: "control", channel: "short" });
      expect(entries.find((entry) => entry.id === row!.id)).toMatchObject({ channel: "short", message: "Read me", companyName: company.name, link: `${APP_URL}/e/post/${row!.id}` });
      expect(await control.channelOutbox.get({ module: "control", id: row!.id })).toMatchObject({ idempotencyKey: postIdempotencyKey(postId), payLink: expect.stringContaining(promoted.code) });
      await expectTRPCError(control.channelOutbox.get({ module: "control", id: 2_000_000_000 }), "NOT_FOUND", M.noSuchOutboxEntry);
    });
  });
});
