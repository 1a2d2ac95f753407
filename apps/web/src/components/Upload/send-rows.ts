import { rowToUploadData, type UploadMapping } from "@paydesk/domain";
import { UPLOAD_LIMITS, type TModule } from "@paydesk/validators";
import { trpcClient } from "../../trpc.ts";

/**
 * Posts the data rows 500 at a time (spec 2 §9), one call after the other so the server checks a
 * bounded number at once; `onSent` hears the running count for the progress bar.
 */
export async function sendRows(
  target: { module: TModule; key: string },
  dataRows: readonly (readonly string[])[],
  mapping: UploadMapping,
  onSent: (sent: number) => void,
): Promise<void> {
  for (let from = 0; from < dataRows.length; from += UPLOAD_LIMITS.chunkRows) {
    const chunk = dataRows.slice(from, from + UPLOAD_LIMITS.chunkRows).map((row) => rowToUploadData(row, mapping));
    await trpcClient.uploads.addRows.mutate({ ...target, rows: chunk, firstRowNo: from + 1 });
    onSent(from + chunk.length);
  }
}
