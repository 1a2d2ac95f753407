import type { ActorTxContext } from "../platform/context.ts";
import { companyInScope } from "../platform/company-scope.ts";

export interface SchoolListEntry {
  id: number;
  name: string;
  kind: string;
  city: string | null;
  state: string | null;
  externalId: string | null;
  zip: string | null;
  primaryPhone: string | null;
  /** The site's master administrators (role 1), by e-mail. */
  masterAdmins: string[];
}

/** Most schools the list shows; a district has tens, not thousands. */
export const SCHOOL_LIST_MAX = 1000;

/**
 * /{module}/settings/schools: the sites directly below the district (the actor's own site, or one
 * of their subtree), with what the school upload recorded of them.
 */
export async function listSchools(ctx: ActorTxContext, companyId?: number): Promise<{ district: { id: number; name: string; kind: string }; schools: SchoolListEntry[] }> {
  const district = await companyInScope(ctx.db, ctx.actor, companyId);
  const rows = await ctx.db.company.findMany({
    where: { parentId: district.id },
    select: {
      id: true,
      name: true,
      kind: true,
      city: true,
      state: true,
      schoolProfile: { select: { externalId: true, zip: true, primaryPhone: true } },
      users: { where: { kind: "ADMIN", roles: { some: { roleId: 1 } } }, select: { email: true }, orderBy: { id: "asc" } },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: SCHOOL_LIST_MAX,
  });
  return {
    district: { id: district.id, name: district.name, kind: district.kind },
    schools: rows.map(({ schoolProfile, users, ...site }) => ({
      ...site,
      externalId: schoolProfile?.externalId ?? null,
      zip: schoolProfile?.zip ?? null,
      primaryPhone: schoolProfile?.primaryPhone ?? null,
      masterAdmins: users.map((u) => u.email),
    })),
  };
}
