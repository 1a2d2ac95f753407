/**
 * The mass postback of the control screens, as a plain loop: the selected postbacks are posted one
 * after another through the same call as a single re-post (post-back-transaction), so every send
 * has its guard, its lease and its audit, and progress is simply how many have answered. We chose
 * this over a background job: each send is one short HTTP exchange (the SIS client gives up after
 * 10 s), a selection is one page of the list, and nothing needs persisting or cleaning up. Leaving
 * the page stops the run after the send under way; what was not reached stays as it was (PENDING
 * ones keep their place in the queue). One at a time also spares the SIS a burst.
 */
export type MassOutcome = { id: number; result: "sent" | "failed" | "error"; detail: string | null };

export interface MassProgress {
  done: number;
  total: number;
  outcomes: MassOutcome[];
}

export async function runMassPostback(
  ids: readonly number[],
  send: (id: number) => Promise<{ error: string | null }>,
  onProgress: (progress: MassProgress) => void,
  shouldStop: () => boolean = () => false,
): Promise<MassProgress> {
  const outcomes: MassOutcome[] = [];
  for (const id of ids) {
    if (shouldStop()) break;
    try {
      const answer = await send(id);
      outcomes.push({ id, result: answer.error === null ? "sent" : "failed", detail: answer.error });
    } catch (error) {
      // A refusal of the call itself (sending right now, no such postback, a lost connection).
      outcomes.push({ id, result: "error", detail: error instanceof Error ? error.message : null });
    }
    onProgress({ done: outcomes.length, total: ids.length, outcomes: [...outcomes] });
  }
  return { done: outcomes.length, total: ids.length, outcomes };
}
