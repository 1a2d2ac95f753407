import { rowsAsTable, type UploadMapping } from "@paydesk/domain";
import { UPLOAD_LIMITS, type TModule } from "@paydesk/validators";
import { trpcClient } from "../../trpc.ts";

/**
 * Chunk calls in flight at once: the server checks one chunk while the database stages the other
 * (measured on the student bench), and stages them in line order whatever order they arrive in
 * (services/uploads/core/chunk-order.ts). Two keeps the server's work per upload bounded.
 */
const CHUNKS_IN_FLIGHT = 2;

/**
 * Posts the data rows 500 at a time (docs/product/uploads.md) in the table form (the mapped columns once,
 * each row its cells), at most two calls at once so the server checks a bounded number at a time;
 * `onSent` hears the running count of rows answered, for the progress bar.
 */
export async function sendRows(
  target: { module: TModule; key: string },
  dataRows: readonly (readonly string[])[],
  mapping: UploadMapping,
  onSent: (sent: number) => void,
): Promise<void> {
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  for (let from = 0; from < dataRows.length; from += UPLOAD_LIMITS.chunkRows) {
    if (inFlight.size >= CHUNKS_IN_FLIGHT) await Promise.race(inFlight);
    const chunk = rowsAsTable(dataRows.slice(from, from + UPLOAD_LIMITS.chunkRows), mapping);
    const call = trpcClient.uploads.addRows.mutate({ ...target, ...chunk, firstRowNo: from + 1 }).then(() => {
      sent += chunk.rows.length;
      onSent(sent);
    });
    const tracked = call.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }
  await Promise.all(inFlight);
}
