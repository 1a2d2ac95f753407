import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Session } from "../../lib/session.ts";
import type { Site } from "./SitePicker.tsx";

const NAMES_KEY = "paydesk.site-names";

function rememberedNames(): Record<string, string> {
  try {
    return JSON.parse(sessionStorage.getItem(NAMES_KEY) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

function rememberName(site: Site): void {
  try {
    sessionStorage.setItem(NAMES_KEY, JSON.stringify({ ...rememberedNames(), [site.id]: site.name }));
  } catch {
    // Private browsing without storage: the picker shows "Site #id" after a reload, nothing worse.
  }
}

/** Control staff and administrators of a company with sites below it act for more than one site. */
export function canChooseSite(session: Session): boolean {
  return session.user.kind === "CONTROL" || session.company.kind === "PLATFORM" || session.company.kind === "DISTRICT";
}

/**
 * The site a settings page works on, kept in the address (`?site=`) so that reloading, going back
 * and opening an editor stay on it. Defaults to the user's own company.
 */
export function useSiteParam(session: Session): [Site, (site: Site) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get("site"));
  const site = useMemo<Site>(() => {
    if (!Number.isInteger(raw) || raw <= 0 || raw === session.company.id)
      return { id: session.company.id, name: session.company.name };
    return { id: raw, name: rememberedNames()[raw] ?? `Site #${raw}` };
  }, [raw, session.company.id, session.company.name]);

  const setSite = useCallback(
    (next: Site) => {
      rememberName(next);
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.id === session.company.id) updated.delete("site");
          else updated.set("site", String(next.id));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams, session.company.id],
  );

  return [site, setSite];
}
