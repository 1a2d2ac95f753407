import { useMutation } from "@tanstack/react-query";
import type { TMasqueradeStartRequest, TModule } from "@paydesk/validators";
import { modulePath } from "../../navigation/paths.ts";
import { trpc } from "../../trpc.ts";

/** Where the person was before quick login, so "return" brings them back there. */
const RETURN_KEY = "paydesk.quickLogin.returnTo";

function rememberReturnPath(): void {
  try {
    sessionStorage.setItem(RETURN_KEY, window.location.pathname + window.location.search);
  } catch {
    // Storage may be unavailable (private mode): returning then goes to the home page.
  }
}

function takeReturnPath(module: TModule): string {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
  } catch {
    stored = null;
  }
  // Only a page of the module the real user lands in, and only a path on this site.
  const home = modulePath(module);
  return stored && (stored === home || stored.startsWith(`${home}/`) || stored.startsWith(`${home}?`)) ? stored : home;
}

/**
 * A full page load after switching identity, not a client-side navigation: no cached query or
 * component state of one identity survives into the other.
 */
function reloadAt(path: string): void {
  window.location.assign(path);
}

/**
 * Start acting as a site's master administrator or as an administrator. `masquerading`: already
 * acting as someone, so the page to return to was recorded by the first switch.
 */
export function useStartQuickLogin(masquerading: boolean) {
  const mutation = useMutation(
    trpc.masquerade.start.mutationOptions({
      onSuccess: (result) => reloadAt(modulePath(result.module)),
    }),
  );
  return {
    start: (target: TMasqueradeStartRequest) => {
      if (!masquerading) rememberReturnPath();
      mutation.mutate(target);
    },
    /** Stays true while the page reloads after success. */
    pending: mutation.isPending || mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
  };
}

/** One click back to the real identity, on the page they left. */
export function useEndQuickLogin() {
  const mutation = useMutation(
    trpc.masquerade.end.mutationOptions({
      onSuccess: (result) => reloadAt(takeReturnPath(result.module)),
    }),
  );
  return { end: () => mutation.mutate(), pending: mutation.isPending || mutation.isSuccess, error: mutation.error };
}
