import { migrateDeploy, resolveDatabase } from "../index.ts";

const db = await resolveDatabase();
try {
  await migrateDeploy(db.url);
  console.warn(`migrations applied (${db.kind})`);
} finally {
  await db.stop();
}
