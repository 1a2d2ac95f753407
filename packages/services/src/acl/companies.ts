import type { DbTx } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { subtreeFilter } from "./scope.ts";

export interface CompanySummary {
  id: number;
  name: string;
  kind: string;
  city: string | null;
  state: string | null;
  parentName: string | null;
  adminCount: number;
}

function keywordFilter(keyword: string) {
  const asId = /^\d+$/.test(keyword) ? Number(keyword) : null;
  return {
    OR: [
      { name: { contains: keyword, mode: "insensitive" as const } },
      { city: { contains: keyword, mode: "insensitive" as const } },
      ...(asId ? [{ id: asId }] : []),
    ],
  };
}

/** Company search by keyword (name, city or id) inside the actor's subtree. */
export async function searchCompanies(db: DbTx, actor: Actor, keyword: string, take = 50): Promise<CompanySummary[]> {
  const trimmed = keyword.trim();
  const rows = await db.company.findMany({
    where: { ...subtreeFilter(actor), ...(trimmed ? keywordFilter(trimmed) : {}) },
    select: {
      id: true,
      name: true,
      kind: true,
      city: true,
      state: true,
      parent: { select: { name: true } },
      _count: { select: { users: { where: { kind: "ADMIN" } } } },
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

export async function suggestAdmins(db: DbTx, actor: Actor, term: string, take = 20): Promise<AdminSuggestion[]> {
  const trimmed = term.trim();
  const rows = await db.user.findMany({
    where: {
      kind: "ADMIN",
      company: subtreeFilter(actor),
      ...(trimmed
        ? {
            OR: [
              { email: { contains: trimmed, mode: "insensitive" } },
              { firstName: { contains: trimmed, mode: "insensitive" } },
              { lastName: { contains: trimmed, mode: "insensitive" } },
            ],
          }
        : {}),
    },
    select: { id: true, firstName: true, lastName: true, email: true, company: { select: { id: true, name: true } } },
    orderBy: [{ lastName: "asc" }, { firstName: "asc" }],
    take,
  });
  return rows.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim(), email: u.email, companyId: u.company.id, companyName: u.company.name }));
}
