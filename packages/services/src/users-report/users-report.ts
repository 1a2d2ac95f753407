/**
 * The users report (docs/product/reports-and-time-zones.md: /school and /control /reports/users*): every
 * account of the actor's subtree — administrators and parents; platform staff only for platform staff — with
 * company, roles and last sign-in, searched and paged; and the e-mailed password reset link, sent by the very
 * service the administrators screen and "forgot password" use.
 */
import { accessDenied, AppError, isCompanyInScope, isControl } from "@paydesk/domain";
import type { Prisma } from "@paydesk/db";
import { USERS_REPORT_MESSAGES, type TUsersReportRequest, type TUsersReportResetRequest } from "@paydesk/validators";
import { requestPasswordReset } from "../auth/password-reset.ts";
import type { ActorContext, ActorTxContext } from "../platform/context.ts";

export interface UsersReportRow {
  id: number;
  name: string;
  email: string;
  kind: "ADMIN" | "PARENT" | "CONTROL";
  companyName: string;
  roles: string[];
  lastLoginAt: Date | null;
  disabled: boolean;
}

export interface UsersReportPage {
  rows: UsersReportRow[];
  total: number;
  page: number;
  pageSize: number;
}

const REPORT_SELECT = {
  id: true,
  kind: true,
  email: true,
  firstName: true,
  lastName: true,
  lastLoginAt: true,
  disabledAt: true,
  company: { select: { name: true, path: true } },
  roles: { select: { role: { select: { name: true } } }, orderBy: { roleId: "asc" } },
} as const satisfies Prisma.UserSelect;

function whereFor(ctx: ActorTxContext, search: string): Prisma.UserWhereInput {
  const { actor } = ctx;
  const words = search.split(/\s+/).filter(Boolean);
  return {
    ...(isControl(actor) ? {} : { company: { path: { startsWith: actor.companyPath } }, kind: { in: ["ADMIN", "PARENT"] } }),
    // Each word must match the first name, the last name or the e-mail ("Ada Byron" finds her).
    AND: words.map((word) => ({
      OR: [
        { firstName: { contains: word, mode: "insensitive" as const } },
        { lastName: { contains: word, mode: "insensitive" as const } },
        { email: { contains: word, mode: "insensitive" as const } },
      ],
    })),
  };
}

export async function usersReport(ctx: ActorTxContext, input: TUsersReportRequest): Promise<UsersReportPage> {
  const where = whereFor(ctx, input.search);
  const [total, users] = await Promise.all([
    ctx.db.user.count({ where }),
    ctx.db.user.findMany({
      where,
      select: REPORT_SELECT,
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  const rows = users.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    kind: u.kind,
    companyName: u.company.name,
    roles: u.roles.map((r) => r.role.name),
    lastLoginAt: u.lastLoginAt,
    disabled: u.disabledAt !== null,
  }));
  return { rows, total, page: input.page, pageSize: input.pageSize };
}

/**
 * E-mail one user of the subtree a password reset link. Someone outside the subtree is refused
 * (403) and a platform staff account is unknown to anyone but platform staff (404), as on the
 * administrators screen.
 */
export async function sendUserResetLink(ctx: ActorContext, input: TUsersReportResetRequest): Promise<{ message: string }> {
  const user = await ctx.db.user.findUnique({
    where: { id: input.userId },
    select: { email: true, kind: true, disabledAt: true, company: { select: { path: true } } },
  });
  if (!user || (user.kind === "CONTROL" && !isControl(ctx.actor))) throw new AppError("NOT_FOUND", USERS_REPORT_MESSAGES.noSuchUser);
  if (!isCompanyInScope(ctx.actor, user.company.path)) throw accessDenied();
  if (user.disabledAt) throw new AppError("CONFLICT", USERS_REPORT_MESSAGES.disabled);
  await requestPasswordReset(ctx, user.email);
  return { message: USERS_REPORT_MESSAGES.resetSent };
}
