/**
 * Test fixture, run as its own process (`node --import tsx`): starts the launcher on the data
 * directory given as argument, prints `{url, pid}` as one JSON line, and holds the database until
 * it is killed. start.int.test.ts kills it to see what a killed PayDesk leaves behind.
 */
import { startEmbeddedPostgres } from "./start.ts";

const server = await startEmbeddedPostgres({ dataDir: process.argv[2] });
process.stdout.write(`${JSON.stringify({ url: server.url, pid: server.pid })}\n`);
setInterval(() => undefined, 60_000);
