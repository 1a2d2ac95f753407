import type { DbTx } from "@paydesk/db";
import { actingActor, combineRoles, enumToModule, type Actor, type RoleGrant } from "@paydesk/domain";
import { readJson, runHot, type HotStatement } from "../platform/sql.ts";

/**
 * Everything the permission ladder needs about a user `u`: the user, their company's place in the
 * tree, their modules and, per role, its permissions and category restrictions. One row, no
 * round trip per relation. Shared by the session statement (sessions.ts) and `loadActor`.
 */
export const ACTOR_COLUMNS = `
  u.id AS user_id, u.kind::text AS kind, u.email, u.first_name, u.last_name, u.company_id,
  u.applications::text[] AS applications, u.disabled_at, c.path AS company_path,
  company_time_zone(u.company_id) AS time_zone,
  COALESCE((
    SELECT json_agg(json_build_object(
      'permissions', r.permissions,
      'categoryIds', ARRAY(SELECT rc.category_id FROM role_categories rc WHERE rc.role_id = r.id)))
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id
    WHERE ur.user_id = u.id), '[]') AS roles`;

/** The joins ACTOR_COLUMNS reads from, after `FROM users u` or a join to it. */
export const ACTOR_JOINS = `JOIN companies c ON c.id = u.company_id`;

const USER_ACTOR: HotStatement = {
  name: "paydesk_user_actor",
  text: `SELECT ${ACTOR_COLUMNS} FROM users u ${ACTOR_JOINS} WHERE u.id = $1`,
};

export interface ActorRow {
  user_id: number;
  kind: Actor["kind"];
  email: string;
  first_name: string;
  last_name: string;
  company_id: number;
  applications: ("SCHOOL" | "VENDOR" | "BUSINESS" | "PARENT" | "CONTROL")[];
  disabled_at: Date | null;
  company_path: string;
  time_zone: string;
  roles: unknown;
}

/** The actor for a loaded row; null for a disabled account. */
export function actorFromRow(row: ActorRow, realUserId = row.user_id): Actor | null {
  if (row.disabled_at) return null;
  const { permissions, categoryIds } = combineRoles(readJson<RoleGrant[]>(row.roles));
  return {
    userId: row.user_id,
    realUserId,
    kind: row.kind,
    email: row.email,
    name: `${row.first_name} ${row.last_name}`.trim(),
    companyId: row.company_id,
    companyPath: row.company_path,
    modules: row.applications.map(enumToModule),
    permissions,
    categoryIds,
    timeZone: row.time_zone,
  };
}

/**
 * Build the actor the permission ladder checks: the user, their company's place in the tree,
 * their modules and the permissions their roles grant. Returns null for a disabled account.
 * With a different `realUserId` (quick login) the rights are those both people hold (domain
 * `actingActor`); null when either account is disabled.
 */
export async function loadActor(db: DbTx, userId: number, realUserId = userId): Promise<Actor | null> {
  const [row] = await runHot<ActorRow>(db, USER_ACTOR, [userId]);
  const actor = row ? actorFromRow(row, realUserId) : null;
  if (!actor || realUserId === userId) return actor;
  const real = await loadActor(db, realUserId);
  return real ? actingActor(actor, real) : null;
}
