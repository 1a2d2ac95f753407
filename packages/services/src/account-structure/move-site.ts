import { Prisma } from "@paydesk/db";
import { AppError, movedPath, moveRefusal, type TreeCompany } from "@paydesk/domain";
import { STRUCTURE_MESSAGES, type TMoveSiteRequest } from "@paydesk/validators";
import { noSuchSite } from "../platform/company-scope.ts";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext } from "../platform/context.ts";

/** Refusals that are about who acts answer 403; the others are a bad request. */
const FORBIDDEN_REFUSALS = new Set<string>([STRUCTURE_MESSAGES.moveOutOfScope, STRUCTURE_MESSAGES.moveOwnSite]);

export interface MovedSite {
  id: number;
  parentId: number;
  path: string;
  /** Companies whose path changed: the site and everything below it. */
  moved: number;
}

/**
 * Account structure "move a site under another" within the actor's subtree. Both rows are locked
 * first (in id order, so two moves cannot deadlock), then read again: a concurrent move of either
 * waits, and the cycle check sees the paths as they are. The site and its whole subtree get the
 * new path prefix in one statement.
 */
export async function moveSite(ctx: ActorContext, input: TMoveSiteRequest): Promise<MovedSite> {
  return inTransaction(ctx, async (tx) => {
    const rows = await tx.db.$queryRaw<(TreeCompany & { parentId: number | null })[]>`
      SELECT id, path, kind::text AS kind, parent_id AS "parentId" FROM companies
      WHERE id IN (${input.siteId}, ${input.parentId}) ORDER BY id FOR UPDATE`;
    const site = rows.find((r) => r.id === input.siteId);
    const parent = rows.find((r) => r.id === input.parentId);
    if (!site || !parent) throw noSuchSite();
    const refusal = moveRefusal(tx.actor, site, parent);
    if (refusal) throw new AppError(FORBIDDEN_REFUSALS.has(refusal) ? "FORBIDDEN" : "BAD_REQUEST", refusal, { parentId: refusal });
    if (site.parentId === parent.id) return { id: site.id, parentId: parent.id, path: site.path, moved: 0 };

    const newPath = movedPath(site.path, site.path, `${parent.path}${site.id}/`);
    // Paths hold only digits and slashes, so a prefix test is exact; left() keeps it index-free but
    // the subtree of one site is small next to the table.
    const moved = await tx.db.$executeRaw(Prisma.sql`
      UPDATE companies SET path = ${newPath} || substr(path, ${site.path.length + 1}), updated_at = now()
      WHERE left(path, ${site.path.length}) = ${site.path}`);
    await tx.db.company.update({ where: { id: site.id }, data: { parentId: parent.id } });
    await recordAudit(tx, {
      action: "company.moved",
      entity: "company",
      entityId: site.id,
      companyId: site.id,
      before: { parentId: site.parentId, path: site.path },
      after: { parentId: parent.id, path: newPath },
    });
    return { id: site.id, parentId: parent.id, path: newPath, moved };
  });
}
