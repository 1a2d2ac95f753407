import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { locatePostgresBinaries, placeCopy, reachableCopy } from "./binaries.ts";
import { currentServerUser, isReachable, serverCommand } from "./server-user.ts";

/**
 * A root run hands PostgreSQL to an unprivileged account. When the repository sits where that
 * account cannot enter (a clone under /root), the server runs from a copy of the binaries it can
 * reach. Only meaningful as root (CI machines and containers run so); skipped otherwise.
 */
describe.runIf(process.getuid?.() === 0)("the binaries' reachable copy", () => {
  const work = mkdtempSync(path.join(tmpdir(), "paydesk-binaries-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("runs as the server's account from the copy, though the original is out of its reach", () => {
    const user = currentServerUser();
    const installed = locatePostgresBinaries();
    // A private directory (mode 0700, like /root) that the server's account cannot enter.
    const locked = path.join(work, "locked");
    const cacheRoot = path.join(work, "cache");
    spawnSync("mkdir", ["-p", locked]);
    chmodSync(work, 0o755);
    chmodSync(locked, 0o700);
    expect(isReachable(user, locked)).toBe(false);

    const copy = reachableCopy(installed, cacheRoot);
    expect(copy.postgres.startsWith(cacheRoot)).toBe(true);
    expect(isReachable(user, copy.postgres)).toBe(true);
    const [command, args] = serverCommand(user, copy.postgres, ["--version"]);
    const run = spawnSync(command, args, { encoding: "utf8" });
    expect(run.stdout).toMatch(/postgres \(PostgreSQL\) \d+/);

    // Made once: a second call reuses it.
    expect(reachableCopy(installed, cacheRoot)).toEqual(copy);
  });
});

describe("placing a copy", () => {
  const work = mkdtempSync(path.join(tmpdir(), "paydesk-place-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("keeps the copy another start placed first (a server may run from it) and leaves no partial copy behind", () => {
    const native = path.join(work, "native");
    mkdirSync(path.join(native, "bin"), { recursive: true });
    writeFileSync(path.join(native, "bin", "postgres"), "first");
    const dir = path.join(work, "cache", "pkg");
    mkdirSync(path.dirname(dir));
    placeCopy(native, dir);
    const placed = statSync(path.join(dir, "native", "bin", "postgres")).ino;

    // A second start that found no copy when it looked, and copies after the first has placed one.
    writeFileSync(path.join(native, "bin", "postgres"), "second");
    placeCopy(native, dir);
    expect(statSync(path.join(dir, "native", "bin", "postgres")).ino).toBe(placed);
    expect(readFileSync(path.join(dir, "native", "bin", "postgres"), "utf8")).toBe("first");
    expect(readdirSync(path.dirname(dir))).toEqual(["pkg"]);
  });
});
