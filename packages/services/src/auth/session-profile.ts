import type { CompanyKind, DbTx } from "@paydesk/db";
import type { Actor } from "@paydesk/domain";
import { runHot, type HotStatement } from "../platform/sql.ts";

/** What the web app's first call shows beside the actor: the company, the password flag, and who really signed in. */
export interface SessionProfile {
  mustChangePassword: boolean;
  company: { id: number; name: string; kind: CompanyKind };
  /** The person really signed in, while they act as someone else (quick login). */
  realUser: { id: number; email: string; name: string } | null;
}

/** One statement (the web app asks on every page load): the user, their company, and the real user when acting. */
const SESSION_PROFILE: HotStatement = {
  name: "paydesk_session_profile",
  text: `
  SELECT u.must_change_password, c.id AS company_id, c.name AS company_name, c.kind::text AS company_kind,
         r.id AS real_id, r.email AS real_email, r.first_name AS real_first_name, r.last_name AS real_last_name
  FROM users u JOIN companies c ON c.id = u.company_id
  LEFT JOIN users r ON r.id = $2 AND $2 <> $1
  WHERE u.id = $1`,
};

interface SessionProfileRow {
  must_change_password: boolean;
  company_id: number;
  company_name: string;
  company_kind: CompanyKind;
  real_id: number | null;
  real_email: string | null;
  real_first_name: string | null;
  real_last_name: string | null;
}

export async function sessionProfile(db: DbTx, actor: Pick<Actor, "userId" | "realUserId">): Promise<SessionProfile> {
  const [row] = await runHot<SessionProfileRow>(db, SESSION_PROFILE, [actor.userId, actor.realUserId]);
  if (!row) throw new Error(`user ${actor.userId} of a live session is missing`);
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
