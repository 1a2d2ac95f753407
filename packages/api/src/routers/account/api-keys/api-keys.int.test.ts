import { resolveApiKey, resolveSession } from "@paydesk/services";
import { describeDb, expectTRPCError } from "@paydesk/tests/harness";
import { AUTH_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const KEY_FORMAT = /^pdk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{20,}$/;

describeDb("account.apiKeys", (t) => {
  /** A user signed in through the real login (keys are managed from a session). */
  async function owner(label = "keys") {
    const user = await t.fixtures.user({ label });
    const resolved = (await resolveSession(t.db, (await t.fixtures.signIn(user)).token))!;
    return { user, caller: callerFor(t.db, resolved.actor, { session: resolved.session }) };
  }

  it("refuses a signed-out caller", async () => {
    const caller = callerFor(t.db, null);
    await expectTRPCError(caller.account.apiKeys.find(), "UNAUTHORIZED");
    await expectTRPCError(caller.account.apiKeys.create({ name: "tool" }), "UNAUTHORIZED");
    await expectTRPCError(caller.account.apiKeys.revoke({ id: 1 }), "UNAUTHORIZED");
  });

  it("refuses a parent: the parent module offers no API keys", async () => {
    const parent = await t.fixtures.user({ kind: "PARENT", label: "keys-parent" });
    const resolved = (await resolveSession(t.db, (await t.fixtures.signIn(parent)).token))!;
    const caller = callerFor(t.db, resolved.actor, { session: resolved.session });
    await expectTRPCError(caller.account.apiKeys.create({ name: "tool" }), "FORBIDDEN");
    await expectTRPCError(caller.account.apiKeys.find(), "FORBIDDEN");
    await expectTRPCError(caller.account.apiKeys.revoke({ id: 1 }), "FORBIDDEN");
    expect(await t.db.apiKey.count({ where: { userId: parent.id } })).toBe(0);
  });

  it("creates a key shown once, stores only its hash, and lists it without secrets", async () => {
    const { user, caller } = await owner();
    const created = await caller.account.apiKeys.create({ name: "  Nightly export " });

    expect(created.key).toMatch(KEY_FORMAT);
    expect(created.name).toBe("Nightly export");
    expect(created.key.startsWith(`pdk_${created.prefix}_`)).toBe(true);
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.userId).toBe(user.id);
    expect(row.hash).not.toContain(created.key.slice(13));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = await caller.account.apiKeys.find();
    expect(listed).toEqual([
      {
        id: created.id,
        name: "Nightly export",
        prefix: created.prefix,
        createdAt: expect.any(Date),
        lastUsedAt: null,
        expiresAt: null,
      },
    ]);
    expect(await t.db.auditEvent.count({ where: { action: "api_key.created", entityId: String(created.id) } })).toBe(1);
  });

  it("lists only the caller's own keys", async () => {
    const alice = await owner("keys-alice");
    const bob = await owner("keys-bob");
    await alice.caller.account.apiKeys.create({ name: "alice's" });
    await bob.caller.account.apiKeys.create({ name: "bob's" });
    expect((await alice.caller.account.apiKeys.find()).map((k) => k.name)).toEqual(["alice's"]);
  });

  it("resolves a Bearer key to its user, who then passes the same guards", async () => {
    const { user, caller } = await owner();
    const { key } = await caller.account.apiKeys.create({ name: "tool" });

    const actor = await resolveApiKey(t.db, key);
    expect(actor?.userId).toBe(user.id);
    expect(actor?.permissions.has("settings.manage")).toBe(true);

    const viaKey = callerFor(t.db, actor, { authMethod: "api_key" });
    expect((await viaKey.auth.session())?.user.email).toBe(user.email);
    // A key manages no keys: that takes a session.
    await expectTRPCError(viaKey.account.apiKeys.find(), "FORBIDDEN", AUTH_MESSAGES.sessionRequired);
    await expectTRPCError(viaKey.account.apiKeys.create({ name: "successor" }), "FORBIDDEN", AUTH_MESSAGES.sessionRequired);
    const row = await t.db.apiKey.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("stops resolving a key once it is revoked, and keeps it out of the list", async () => {
    const { caller } = await owner();
    const keep = await caller.account.apiKeys.create({ name: "keep" });
    const drop = await caller.account.apiKeys.create({ name: "drop" });

    expect(await caller.account.apiKeys.revoke({ id: drop.id })).toEqual({ revoked: true });

    expect(await resolveApiKey(t.db, drop.key)).toBeNull();
    expect(await resolveApiKey(t.db, keep.key)).not.toBeNull();
    expect((await caller.account.apiKeys.find()).map((k) => k.name)).toEqual(["keep"]);
    await expectTRPCError(caller.account.apiKeys.revoke({ id: drop.id }), "NOT_FOUND");
  });

  it("does not let one user revoke another's key", async () => {
    const alice = await owner("keys-alice");
    const mallory = await owner("keys-mallory");
    const key = await alice.caller.account.apiKeys.create({ name: "alice's" });
    await expectTRPCError(mallory.caller.account.apiKeys.revoke({ id: key.id }), "NOT_FOUND", "No such API key.");
    expect(await resolveApiKey(t.db, key.key)).not.toBeNull();
  });

  it("does not resolve an expired key, a disabled user's key, or anything malformed", async () => {
    const { user, caller } = await owner();
    const expiring = await caller.account.apiKeys.create({ name: "short", expiresInDays: 1 });
    expect(expiring.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    expect(await resolveApiKey(t.db, expiring.key)).not.toBeNull();
    await t.db.apiKey.update({ where: { id: expiring.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await resolveApiKey(t.db, expiring.key)).toBeNull();

    const live = await caller.account.apiKeys.create({ name: "live" });
    expect(await resolveApiKey(t.db, `${live.key}x`)).toBeNull();
    expect(await resolveApiKey(t.db, live.key.replace(/^pdk_/, "pdx_"))).toBeNull();
    expect(await resolveApiKey(t.db, "")).toBeNull();
    expect(await resolveApiKey(t.db, `pdk_AAAAAAAA_${"b".repeat(43)}`)).toBeNull();

    await t.db.user.update({ where: { id: user.id }, data: { disabledAt: new Date() } });
    expect(await resolveApiKey(t.db, live.key)).toBeNull();
  });

  it("ends every older key when the owner's password changes, and lists only the live ones", async () => {
    const { user, caller } = await owner("keys-password");
    const old = await caller.account.apiKeys.create({ name: "old" });
    // The key was made a minute ago and the password changed since; the next key comes after it.
    await t.db.apiKey.update({ where: { id: old.id }, data: { createdAt: new Date(Date.now() - 60_000) } });
    await t.db.user.update({ where: { id: user.id }, data: { passwordChangedAt: new Date(Date.now() - 30_000) } });
    const fresh = await caller.account.apiKeys.create({ name: "fresh" });
    expect(await resolveApiKey(t.db, old.key)).toBeNull();
    expect((await resolveApiKey(t.db, fresh.key))?.userId).toBe(user.id);
    expect((await caller.account.apiKeys.find()).map((k) => k.name)).toEqual(["fresh"]);
  });

  it("validates the name", async () => {
    const { caller } = await owner();
    await expectTRPCError(caller.account.apiKeys.create({ name: "   " }), "BAD_REQUEST", "Give the key a name.");
    await expectTRPCError(
      caller.account.apiKeys.create({ name: "x".repeat(101) }),
      "BAD_REQUEST",
      "Key names are limited to 100 characters.",
    );
  });
});
