/**
 * Child process that owns the embedded PostgreSQL (PGlite) and serves it on loopback, so its
 * queries never block the web server's event loop. Started by `startEmbeddedPostgres`.
 * Protocol over IPC: it sends {type:"ready", port} once listening; on "shutdown" (or when the
 * parent goes away) it stops the socket server and closes the database cleanly.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

const dataDir = process.env.PGLITE_DATA_DIR;
const maxConnections = Number(process.env.PGLITE_MAX_CONNECTIONS ?? "20");
const port = Number(process.env.PGLITE_PORT ?? "0");

async function main(): Promise<void> {
  // pg_trgm: the item search's trigram indexes (migration item_list_indexes).
  const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port, maxConnections });
  await server.start();
  const conn = server.getServerConn();
  const boundPort = Number(conn.split(":").pop());

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await server.stop().catch(() => undefined);
    await db.close().catch(() => undefined);
    process.exit(0);
  };
  process.on("message", (msg: { type?: string }) => {
    if (msg?.type === "shutdown") void stop();
  });
  process.on("disconnect", () => void stop());
  // Ctrl-C or a group-wide SIGTERM reaches us together with the parent: give the parent time to
  // finish its queries and send "shutdown" (or disconnect) rather than vanish under it.
  const stopSoon = () => {
    if (!process.connected) return void stop();
    setTimeout(() => void stop(), 20_000).unref();
  };
  process.on("SIGTERM", stopSoon);
  process.on("SIGINT", stopSoon);
  process.send?.({ type: "ready", port: boundPort });
}

main().catch((error: unknown) => {
  console.error("embedded postgres failed to start", error);
  process.exit(1);
});
