import type { CompanyKind, DbTx } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { runHot, type HotStatement } from "../platform/sql.ts";

import type { SessionProfile } from "../platform/session.ts";
export type { SessionProfile };

/**
 * The profile's columns, read beside a user `u` and their company `c` (ACTOR_JOINS), with
 * PROFILE_REAL_USER_JOIN. The session statement reads them with the actor (sessions.ts), so a
 * signed-in page load costs one statement; API-key callers read them with SESSION_PROFILE.
 */
export const PROFILE_COLUMNS = `
  u.must_change_password, c.name AS company_name, c.kind::text AS company_kind,
  real.id AS real_id, real.email AS real_email, real.first_name AS real_first_name, real.last_name AS real_last_name`;

/** The real user `real` when `realUserId` (an SQL expression) names someone other than `u`. */
export const profileRealUserJoin = (realUserId: string) => `LEFT JOIN users real ON real.id = ${realUserId} AND real.id <> u.id`;

const SESSION_PROFILE: HotStatement = {
  name: "paydesk_session_profile",
  text: `SELECT u.company_id, ${PROFILE_COLUMNS}
  FROM users u JOIN companies c ON c.id = u.company_id ${profileRealUserJoin("$2")}
  WHERE u.id = $1`,
};

export interface SessionProfileRow {
  company_id: number;
  must_change_password: boolean;
  company_name: string;
  company_kind: CompanyKind;
  real_id: number | null;
  real_email: string | null;
  real_first_name: string | null;
  real_last_name: string | null;
}

export function profileFromRow(row: SessionProfileRow): SessionProfile {
  return {
    mustChangePassword: row.must_change_password,
    company: { id: row.company_id, name: row.company_name, kind: row.company_kind },
    realUser:
      row.real_id === null
        ? null
        : {
            id: row.real_id,
            email: row.real_email ?? "",
            name: `${row.real_first_name ?? ""} ${row.real_last_name ?? ""}`.trim(),
          },
  };
}

/** The profile of an actor whose session did not bring it (API keys). */
export async function sessionProfile(db: DbTx, actor: Pick<Actor, "userId" | "realUserId">): Promise<SessionProfile> {
  const [row] = await runHot<SessionProfileRow>(db, SESSION_PROFILE, [actor.userId, actor.realUserId]);
  if (!row) throw new Error(`user ${actor.userId} of a live session is missing`);
  return profileFromRow(row);
}
