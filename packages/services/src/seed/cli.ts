/** `npm run db:seed`: migrate, then write the demo data unless the database already has users. */
import { createDb, migrateDeploy, resolveDatabase } from "@paydesk/db";
import { isSeeded, seedDemoData } from "./seed.ts";

const database = await resolveDatabase();
const db = createDb(database.url, { max: database.poolMax });
try {
  await migrateDeploy(database.url);
  if (await isSeeded(db)) {
    console.warn("the database already has users: demo data not written again");
  } else {
    await seedDemoData(db);
    console.warn(`demo data written (${database.kind} database)`);
  }
} finally {
  await db.$disconnect();
  await database.stop();
}
