import { describeDb } from "@paydesk/tests/harness";
import { expect, it } from "vitest";
import { migrateDeploy } from "./migrate.ts";

describeDb("migrateDeploy", (t) => {
  // The project's database was migrated by its global setup (the CLI ran there, on an empty one).
  it("answers a database that already has every migration without running the CLI", async () => {
    expect(await migrateDeploy(t.url)).toBe("up to date");
  });
});
