import { ALERT_TIMINGS, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { Session } from "../../../lib/session.ts";
// The type only: the code itself is loaded on demand (loadBanner).
import type * as BannerCode from "./ServiceAlertBanner.tsx";
import { trpc } from "../../../trpc.ts";
import { placeAlerts } from "./placement.ts";

/**
 * How long a page waits for its service alerts before it is shown without them. The alerts are
 * asked for as soon as the session is known and usually answer well within this (the server keeps
 * them in memory); past it, a slow answer no longer holds the page, and its alerts follow the page
 * instead of leading it (placement.ts).
 */
export const ALERTS_WAIT_MS = 400;

const STAFF_MODULES: readonly TModule[] = ["school", "vendor", "business", "control"];

type BannerModule = typeof BannerCode;
export type BannerAlert = BannerCode.BannerAlert;

// The banner's rows load on demand (the initial bundle has a budget, docs/ARCHITECTURE.md), once
// for the whole visit; a failed download is tried again by the next page (useServiceAlerts).
let loaded: BannerModule | null = null;
let loading: Promise<BannerModule> | null = null;
function loadBanner(): Promise<BannerModule> {
  loading ??= import("./ServiceAlertBanner.tsx").then(
    (banner) => (loaded = banner),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts downloading the banner's code for a page of `module` (the first path segment), so it is in
 * by the time the alerts answer: the shell calls it while it still asks who is signed in. The
 * alerts themselves are asked for once the session is known, in a request of their own: in the
 * session's, a slow answer would hold the whole page past ALERTS_WAIT_MS.
 */
export function preloadServiceAlerts(module: string | undefined): void {
  if (STAFF_MODULES.some((staff) => staff === module)) loadBanner().catch(() => undefined);
}

function alertMessagesOptions(module: TModule) {
  // Fetched at most every 1800 s (docs/product/dashboard-images-promotions.md; the server caches
  // the alerts as long), and again at once after an answer (AnswerButtons).
  return trpc.alerts.messages.queryOptions({ module }, { staleTime: ALERT_TIMINGS.messagesCacheSeconds * 1000 });
}

function useAlertMessages(module: TModule, enabled: boolean) {
  return useQuery({ ...alertMessagesOptions(module), enabled });
}

export interface ServiceAlerts {
  /** The page's content may be shown: its alerts are in, or it has waited ALERTS_WAIT_MS for them. */
  ready: boolean;
  /** The rows' component, once loaded. */
  Banner: BannerModule["ServiceAlertBanner"] | null;
  /** Shown above the page: the alerts that were in when its content was first shown. */
  above: BannerAlert[];
  /** Shown below the page: those that arrived after. */
  below: BannerAlert[];
}

/**
 * The service alerts of a staff page (parents see none): the messages for the reader, the
 * banner's code, and whether the page may be shown yet. `page` names the page being shown (its
 * path): a new one decides afresh which alerts lead it.
 */
export function useServiceAlerts(session: Session, module: TModule, page: string): ServiceAlerts {
  const enabled = session.user.kind !== "PARENT" && STAFF_MODULES.includes(module);
  const messages = useAlertMessages(module, enabled);
  const [banner, setBanner] = useState<BannerModule | null>(loaded);
  // The module whose pages are shown (once one is, later answers never hide them again), the page
  // last shown and the alerts that led it (null until the page placing them renders; a new page
  // decides afresh which alerts lead it).
  const [shown, setShown] = useState<{ module: TModule; page: string | null; leading: ReadonlySet<number> } | null>(null);

  useEffect(() => {
    if (!enabled || banner) return;
    let current = true;
    loadBanner().then(
      (loadedBanner) => current && setBanner(loadedBanner),
      (error: unknown) => console.error("The service alerts could not load", error),
    );
    return () => {
      current = false;
    };
  }, [enabled, banner]);

  // In: answered (with no alerts, or with the code to show them), or failed (the page goes on without).
  const arrived = !messages.isPending && (!messages.data?.length || banner !== null);
  const ready = !enabled || arrived || shown?.module === module;
  // Which alerts lead the page is decided once, when its content is first shown.
  let leading = shown?.module === module && shown.page === page ? shown.leading : null;
  if (enabled && ready && !leading) {
    leading = new Set(arrived ? (messages.data ?? []).map((alert) => alert.alertId) : []);
    setShown({ module, page, leading });
  }

  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => setShown({ module, page: null, leading: new Set() }), ALERTS_WAIT_MS);
    return () => clearTimeout(timer);
  }, [ready, module]);

  const { above, below } = ready && banner ? placeAlerts(messages.data, leading ?? new Set()) : { above: [], below: [] };
  return { ready, Banner: banner?.ServiceAlertBanner ?? null, above, below };
}
