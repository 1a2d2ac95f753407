/** Dev helper: serve an embedded database on a fixed port until interrupted. */
import { startEmbeddedPostgres } from "../embedded/start.ts";

const pg = await startEmbeddedPostgres({ dataDir: process.argv[2], port: Number(process.argv[3] ?? 0) });
console.warn(pg.url);
process.on("SIGINT", () => void pg.stop().then(() => process.exit(0)));
