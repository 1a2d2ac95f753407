/**
 * Sends a CSV file made of chunks as they come: each chunk is written when the socket can take it
 * (waiting for `drain` when the client is slower), the reading stops when the client goes away,
 * and a failure after the headers cuts the connection (the only way left to say the file is
 * incomplete). Refusals must be answered before: once this starts, the status is 200.
 */
import type { Response } from "express";
import type { Logger } from "pino";

/** Resolves when the socket can take more, or when the client has gone. */
function writable(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}

export async function sendCsvChunks(res: Response, file: { filename: string; chunks: AsyncGenerator<string> }, logger: Logger, what: string): Promise<void> {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${file.filename}"`);
  // Money of named accounts: never kept by shared caches.
  res.setHeader("Cache-Control", "private, no-store");
  try {
    for await (const chunk of file.chunks) {
      if (res.destroyed) break;
      if (!res.write(chunk)) await writable(res);
    }
    res.end();
  } catch (error) {
    logger.error({ err: error }, `${what} failed while streaming`);
    res.destroy();
  } finally {
    await file.chunks.return(undefined);
  }
}
