/**
 * Register parents (/{module}/settings/register-parents). The student upload creates or
 * matches parent accounts and links them to their students, but nobody has told those parents. A
 * parent account is pending while it has never been used: never signed in, password never set,
 * not disabled. This lists the pending parents of the active students of a school (or of the
 * actor's whole subtree) and e-mails the chosen ones an invitation through the outbox: a link to
 * choose their password, valid for a week. The link is a password-reset token (the same table and
 * the same /login/reset page), so setting the password is the one path that already exists.
 */
import type { Prisma } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import {
  PARENT_INVITATION_TTL_DAYS,
  REGISTER_PARENTS_MESSAGES,
  type TInviteParentsRequest,
  type TPendingParentsRequest,
} from "@paydesk/validators";
import { newToken } from "../platform/tokens.ts";
import { escapeLike } from "../platform/like.ts";
import { companyInScope } from "../platform/company-scope.ts";
import { sendEmail } from "../platform/mail/send.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

export interface PendingParent {
  userId: number;
  name: string;
  email: string;
  students: { id: number; name: string; schoolName: string }[];
  lastInvitedAt: Date | null;
  invitedCount: number;
}

export interface PendingParentsPage {
  parents: PendingParent[];
  nextCursor: number | null;
  /** Active students of the same scope with no parent account at all (an upload without parents). */
  studentsWithoutParent: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Students of the scope a pending parent's invitation is about. */
const studentsIn = (path: string): Prisma.StudentWhereInput => ({ active: true, company: { path: { startsWith: path } } });

/** A parent account never used, with at least one active student in the scope. */
function pendingWhere(path: string): Prisma.UserWhereInput {
  return {
    kind: "PARENT",
    disabledAt: null,
    lastLoginAt: null,
    passwordChangedAt: null,
    children: { some: { student: studentsIn(path) } },
  };
}

function searchWhere(search: string): Prisma.UserWhereInput[] {
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((word) => {
      const contains = { contains: escapeLike(word), mode: "insensitive" as const };
      return { OR: [{ firstName: contains }, { lastName: contains }, { email: contains }] };
    });
}

export async function listPendingParents(ctx: ActorTxContext, input: TPendingParentsRequest): Promise<PendingParentsPage> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const [users, studentsWithoutParent] = await Promise.all([
    ctx.db.user.findMany({
      where: {
        AND: [pendingWhere(company.path), ...searchWhere(input.search), ...(input.after ? [{ id: { gt: input.after } }] : [])],
      },
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        parentInvitation: { select: { lastSentAt: true, sentCount: true } },
        children: {
          where: { student: studentsIn(company.path) },
          select: { student: { select: { id: true, firstName: true, lastName: true, company: { select: { name: true } } } } },
          orderBy: { student: { lastName: "asc" } },
        },
      },
      orderBy: { id: "asc" },
      take: input.pageSize + 1,
    }),
    ctx.db.student.count({ where: { ...studentsIn(company.path), isStaff: false, parents: { none: {} } } }),
  ]);
  const page = users.slice(0, input.pageSize);
  return {
    parents: page.map((u) => ({
      userId: u.id,
      name: `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      students: u.children.map(({ student: s }) => ({
        id: s.id,
        name: `${s.firstName} ${s.lastName}`,
        schoolName: s.company.name,
      })),
      lastInvitedAt: u.parentInvitation?.lastSentAt ?? null,
      invitedCount: u.parentInvitation?.sentCount ?? 0,
    })),
    nextCursor: users.length > input.pageSize ? (page.at(-1)?.id ?? null) : null,
    studentsWithoutParent,
  };
}

function invitationText(name: string, students: string[], link: string): string {
  return [
    `Hello ${name},`,
    "",
    `Your school has set up a PayDesk account for you, to pay for ${students.join(", ")} online.`,
    `To choose your password and sign in, open this link within ${PARENT_INVITATION_TTL_DAYS} days:`,
    link,
    "",
    "If you were not expecting this e-mail, you can ignore it.",
  ].join("\n");
}

/**
 * Invite the chosen pending parents: every one must be pending and a parent of a student in the
 * actor's subtree, or nobody is invited (409). Tokens and the invitation marks are written in one
 * transaction; the e-mails go to the outbox after it commits (a failed delivery stays there and
 * the retry job sends it again).
 */
export async function inviteParents(
  ctx: ActorContext,
  input: TInviteParentsRequest,
): Promise<{ message: string; sent: number; failed: number }> {
  const ids = [...new Set(input.userIds)];
  const scope = await companyInScope(ctx.db, ctx.actor, null);
  const now = ctx.now();
  const invitations = await inTransaction(ctx, async (tx) => {
    const parents = await tx.db.user.findMany({
      where: { id: { in: ids }, ...pendingWhere(scope.path) },
      select: {
        id: true,
        firstName: true,
        email: true,
        companyId: true,
        children: {
          where: { student: studentsIn(scope.path) },
          select: { student: { select: { firstName: true, companyId: true } } },
        },
      },
    });
    if (parents.length !== ids.length) throw new AppError("CONFLICT", REGISTER_PARENTS_MESSAGES.notPending);
    // An earlier invitation or reset link not yet used stops working: the newest one counts.
    await tx.db.passwordResetToken.updateMany({ where: { userId: { in: ids }, usedAt: null }, data: { usedAt: now } });
    const tokens = parents.map((p) => ({ parent: p, ...newToken() }));
    await tx.db.passwordResetToken.createMany({
      data: tokens.map(({ parent, hash }) => ({
        id: hash,
        userId: parent.id,
        expiresAt: new Date(now.getTime() + PARENT_INVITATION_TTL_DAYS * DAY_MS),
        requestedById: ctx.actor.userId,
      })),
    });
    for (const { parent } of tokens) {
      await tx.db.parentInvitation.upsert({
        where: { userId: parent.id },
        create: { userId: parent.id, lastSentAt: now, lastSentById: ctx.actor.userId },
        update: { lastSentAt: now, lastSentById: ctx.actor.userId, sentCount: { increment: 1 } },
      });
    }
    await recordAudit(tx, { action: "parents.invited", entity: "user", companyId: scope.id, after: { userIds: ids } });
    return tokens;
  });
  let failed = 0;
  for (const { parent, token } of invitations) {
    const delivered = await sendEmail(ctx, {
      to: parent.email,
      subject: "Your PayDesk account is ready",
      text: invitationText(
        parent.firstName,
        parent.children.map((c) => c.student.firstName),
        `${ctx.appUrl}/login/reset/${token}`,
      ),
      purpose: "parent_invitation",
      companyId: parent.children[0]?.student.companyId ?? parent.companyId,
    });
    if (!delivered) failed++;
  }
  return {
    message: failed ? REGISTER_PARENTS_MESSAGES.someFailed : REGISTER_PARENTS_MESSAGES.sent,
    sent: invitations.length - failed,
    failed,
  };
}
