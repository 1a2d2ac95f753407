/**
 * Where each alert of the banner goes on the page being shown. The alerts known when the page's
 * content was first shown lead it; any that arrive later (a slow answer, a refetch that brings a
 * new one) follow it, where they cannot push what the reader is using. The next page shows them
 * all first, as its content is new anyway.
 */
export function placeAlerts<T extends { alertId: number }>(
  messages: readonly T[] | undefined,
  shownWithPage: ReadonlySet<number>,
): { above: T[]; below: T[] } {
  const above: T[] = [];
  const below: T[] = [];
  for (const message of messages ?? []) (shownWithPage.has(message.alertId) ? above : below).push(message);
  return { above, below };
}
