import type { Prisma } from "@paydesk/db";
import { subtreeFilter } from "../platform/company-scope.ts";
import { escapeLike } from "../platform/like.ts";
import { type ActorTxContext } from "../platform/context.ts";

export interface CompanySummary {
  id: number;
  name: string;
  kind: string;
  city: string | null;
  state: string | null;
  parentName: string | null;
  /** Active administrators of the company itself (not of the sites below it). */
  adminCount: number;
}


/** Largest value of a PostgreSQL integer column: a longer number cannot be an id. */
const MAX_ID = 2_147_483_647;

function idFrom(keyword: string): number | null {
  if (!/^\d{1,10}$/.test(keyword)) return null;
  const id = Number(keyword);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** Name or city contains the keyword (any case), or the keyword is the company's id. */
function keywordFilter(keyword: string): Prisma.CompanyWhereInput {
  const id = idFrom(keyword);
  return {
    OR: [
      { name: { contains: escapeLike(keyword), mode: "insensitive" } },
      { city: { contains: escapeLike(keyword), mode: "insensitive" } },
      ...(id ? [{ id }] : []),
    ],
  };
}

/**
 * Company search by keyword (name, city or id) inside the actor's subtree; `narrower` is a caller's
 * own condition (quick login's: no platform, not the person's own company), applied before `take`.
 */
export async function searchCompanies(ctx: ActorTxContext, keyword: string, take = 50, narrower: Prisma.CompanyWhereInput = {}): Promise<CompanySummary[]> {
  const { db, actor } = ctx;
  const trimmed = keyword.trim();
  const rows = await db.company.findMany({
    where: { AND: [subtreeFilter(actor), trimmed ? keywordFilter(trimmed) : {}, narrower] },
    select: {
      id: true,
      name: true,
      kind: true,
      city: true,
      state: true,
      parent: { select: { name: true } },
      _count: { select: { users: { where: { kind: "ADMIN", disabledAt: null } } } },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    kind: c.kind,
    city: c.city,
    state: c.state,
    parentName: c.parent?.name ?? null,
    adminCount: c._count.users,
  }));
}

export interface AdminSuggestion {
  id: number;
  name: string;
  email: string;
  companyId: number;
  companyName: string;
}

export interface SuggestAdminsOptions {
  take?: number;
  /** Leave out disabled accounts (nobody can act as them). */
  activeOnly?: boolean;
}

/**
 * Administrators in the actor's subtree whose e-mail or names match every word of the term, so
 * "dana dist" finds Dana District.
 */
export async function suggestAdmins(
  ctx: ActorTxContext,
  term: string,
  options: SuggestAdminsOptions | number = {},
): Promise<AdminSuggestion[]> {
  const { db, actor } = ctx;
  const { take = 20, activeOnly = false } = typeof options === "number" ? { take: options } : options;
  const words = term.trim().split(/\s+/).filter(Boolean).slice(0, 5).map(escapeLike);
  const rows = await db.user.findMany({
    where: {
      kind: "ADMIN",
      ...(activeOnly ? { disabledAt: null } : {}),
      company: subtreeFilter(actor),
      AND: words.map((word) => ({
        OR: [
          { email: { contains: word, mode: "insensitive" as const } },
          { firstName: { contains: word, mode: "insensitive" as const } },
          { lastName: { contains: word, mode: "insensitive" as const } },
        ],
      })),
    },
    select: { id: true, firstName: true, lastName: true, email: true, company: { select: { id: true, name: true } } },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
    take,
  });
  return rows.map((u) => ({
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    companyId: u.company.id,
    companyName: u.company.name,
  }));
}
