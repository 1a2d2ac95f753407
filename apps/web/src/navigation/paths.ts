import type { TModule } from "@paydesk/validators";

/** `/{module}` plus a path below it ("" is the module home). */
export function modulePath(module: TModule, path = ""): string {
  return path ? `/${module}/${path}` : `/${module}`;
}

/** Set on the sign-in page's address after signing out, to confirm it. */
export const SIGNED_OUT_PARAM = "signed_out";

export function loginPath(next?: string): string {
  return next && next !== "/" ? `/login?next=${encodeURIComponent(next)}` : "/login";
}

/**
 * Where to go after signing in. Only same-site paths are followed, so a crafted link cannot send
 * the user to another site ("//evil.example", "/\evil.example") after they typed their password.
 */
export function safeNextPath(next: string | null): string | null {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return null;
  if (next === "/login" || next.startsWith("/login?")) return null;
  return next;
}
