import path from "node:path";
import { defineConfig } from "prisma/config";

// Migrate runs through the same driver adapter as the app (the bundled JS engine), because the
// native schema engine cannot be downloaded here. See docs/ARCHITECTURE.md, "Prisma offline".
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(import.meta.dirname, "prisma", "schema"),
  migrations: { path: path.join(import.meta.dirname, "prisma", "migrations") },
  async adapter() {
    const { createMigrationAdapter } = await import("./packages/db/src/pool.ts");
    return createMigrationAdapter(process.env.DATABASE_URL ?? "");
  },
});
