import { STATEMENT_ROWS_PER_POST, type TStatementRow } from "@paydesk/validators";
import { trpcClient } from "../../../trpc.ts";

/**
 * The rows go 10 at a time with finished "no", the last post with "yes" (docs/product/uploads.md). Each post
 * says where its rows start (`offset`), so a post sent again after a network error sends nothing
 * twice. Posts go one after the other: the server locks the upload for each anyway.
 */
export async function sendStatementRows(key: string, rows: readonly TStatementRow[], onProgress: (sent: number) => void): Promise<void> {
  let offset = 0;
  do {
    const chunk = rows.slice(offset, offset + STATEMENT_ROWS_PER_POST);
    const last = offset + chunk.length >= rows.length;
    await trpcClient.statementsUpload.receive.mutate({ module: "control", key, file_data: chunk, offset, finished: last ? "yes" : "no" });
    offset += chunk.length;
    onProgress(offset);
  } while (offset < rows.length);
}
