/** Register parents through createCaller on a real database: pending parents, invitations in the outbox. */
import type { Permission } from "@paydesk/domain";
import { describeDb, expectTRPCError, uniqueSuffix, type FixtureCompany } from "@paydesk/tests/harness";
import { REGISTER_PARENTS_MESSAGES } from "@paydesk/validators";
import { expect, it } from "vitest";
import { callerFor } from "@paydesk/tests/callers";

const module = "school" as const;

describeDb("registerParents router", (t) => {
  async function staffAt(company: FixtureCompany, permissions: Permission[] = ["settings.manage"]) {
    const user = await t.fixtures.user({ company, permissions, label: "staff" });
    return callerFor(t.db, await t.fixtures.actor(user));
  }

  async function student(company: FixtureCompany, data: Record<string, unknown> = {}) {
    const s = uniqueSuffix();
    return t.db.student.create({
      data: { companyId: company.id, externalId: `S-${s}`, firstName: "Kid", lastName: `Doe${s}`, grade: "3", ...data },
    });
  }

  async function parentOf(company: FixtureCompany, studentIds: number[], data: Record<string, unknown> = {}) {
    const user = await t.fixtures.user({ kind: "PARENT", company, label: "parent" });
    if (Object.keys(data).length) await t.db.user.update({ where: { id: user.id }, data });
    await t.db.parentStudent.createMany({ data: studentIds.map((studentId) => ({ parentId: user.id, studentId })) });
    return user;
  }

  async function site() {
    const district = await t.fixtures.company({ kind: "DISTRICT" });
    const school = await t.fixtures.company({ parent: district });
    const sibling = await t.fixtures.company({ parent: district });
    const kid = await student(school, { firstName: "Ada" });
    const other = await student(sibling);
    const gone = await student(school, { active: false });
    await student(school); // no parent at all
    const pending = await parentOf(school, [kid.id]);
    const registered = await parentOf(school, [kid.id], { lastLoginAt: new Date() });
    const ofInactive = await parentOf(school, [gone.id]);
    const atSibling = await parentOf(sibling, [other.id]);
    return { district, school, sibling, kid, pending, registered, ofInactive, atSibling, staff: await staffAt(school) };
  }

  it("lists the never-used parent accounts of the school's active students, and counts students with no parent", async () => {
    const s = await site();
    const page = await s.staff.registerParents.pending({ module });
    expect(page.parents.map((p) => p.userId)).toEqual([s.pending.id]);
    expect(page.parents[0]).toMatchObject({
      email: s.pending.email,
      invitedCount: 0,
      lastInvitedAt: null,
      students: [{ id: s.kid.id, name: expect.stringContaining("Ada") }],
    });
    expect(page.studentsWithoutParent).toBe(1);
    const district = await staffAt(s.district, ["settings.view"]);
    const all = await district.registerParents.pending({ module, pageSize: 1 });
    const next = await district.registerParents.pending({ module, pageSize: 1, after: all.nextCursor ?? undefined });
    expect([...all.parents, ...next.parents].map((p) => p.userId).sort()).toEqual([s.pending.id, s.atSibling.id].sort());
    expect(next.nextCursor).toBeNull();
    await expectTRPCError(s.staff.registerParents.pending({ module, companyId: s.sibling.id }), "FORBIDDEN");
  });

  it("e-mails an invitation with a password link through the outbox and remembers it", async () => {
    const s = await site();
    const answer = await s.staff.registerParents.invite({ module, userIds: [s.pending.id] });
    expect(answer).toEqual({ message: REGISTER_PARENTS_MESSAGES.sent, sent: 1, failed: 0 });
    const mail = await t.db.outboundEmail.findFirstOrThrow({
      where: { toAddress: s.pending.email, purpose: "parent_invitation" },
    });
    expect(mail.textBody).toMatch(/\/login\/reset\/[\w-]+/);
    expect(mail.textBody).toContain("Ada");
    const token = await t.db.passwordResetToken.findFirstOrThrow({ where: { userId: s.pending.id, usedAt: null } });
    expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    await s.staff.registerParents.invite({ module, userIds: [s.pending.id] });
    expect(await t.db.passwordResetToken.count({ where: { userId: s.pending.id, usedAt: null } })).toBe(1);
    const listed = await s.staff.registerParents.pending({ module });
    expect(listed.parents[0]).toMatchObject({ invitedCount: 2, lastInvitedAt: expect.any(Date) });
  });

  it("invites nobody when one of them is registered or another school's, and needs settings.manage", async () => {
    const s = await site();
    for (const other of [s.registered.id, s.atSibling.id, s.ofInactive.id]) {
      await expectTRPCError(
        s.staff.registerParents.invite({ module, userIds: [s.pending.id, other] }),
        "CONFLICT",
        REGISTER_PARENTS_MESSAGES.notPending,
      );
    }
    expect(await t.db.outboundEmail.count({ where: { toAddress: s.pending.email } })).toBe(0);
    const viewer = await staffAt(s.school, ["settings.view"]);
    await expectTRPCError(viewer.registerParents.invite({ module, userIds: [s.pending.id] }), "FORBIDDEN");
    await expectTRPCError(
      s.staff.registerParents.invite({ module, userIds: [] }),
      "BAD_REQUEST",
      REGISTER_PARENTS_MESSAGES.chooseParents,
    );
  });
});
