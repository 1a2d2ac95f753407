/**
 * The session as the service context carries it: shapes every domain reads, declared below them
 * (auth creates and resolves sessions, and re-exports these).
 */
import type { CompanyKind } from "@paydesk/db";

/** What the web app's first call shows beside the actor: the company, the password flag, and who really signed in. */
export interface SessionProfile {
  mustChangePassword: boolean;
  company: { id: number; name: string; kind: CompanyKind };
  /** The person really signed in, while they act as someone else (quick login). */
  realUser: { id: number; email: string; name: string } | null;
}

export interface SessionInfo {
  id: string;
  userId: number;
  realUserId: number;
  expiresAt: Date;
  /** Read with the session for the web app's first call (auth.session); absent on a new session. */
  profile?: SessionProfile;
}
