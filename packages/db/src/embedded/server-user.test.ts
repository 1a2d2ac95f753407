import { mkdirSync, mkdtempSync, readlinkSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hydrateSymlinks } from "./binaries.ts";
import { chooseServerUser } from "./server-user.ts";

const PASSWD = [
  "root:x:0:0:root:/root:/bin/bash",
  "nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin",
  "postgres:x:101:104:PostgreSQL administrator,,,:/var/lib/postgresql:/bin/bash",
].join("\n");

describe("chooseServerUser", () => {
  it("runs the server as ourselves when we are not root", () => {
    expect(chooseServerUser(1000, PASSWD)).toBeNull();
  });
  it("prefers an existing postgres account when we are root", () => {
    expect(chooseServerUser(0, PASSWD)).toEqual({ name: "postgres", uid: 101, gid: 104 });
  });
  it("falls back to nobody", () => {
    expect(chooseServerUser(0, PASSWD.split("\n").slice(0, 2).join("\n"))).toEqual({ name: "nobody", uid: 65534, gid: 65534 });
  });
  it("never picks an account with uid 0, and says what to do when there is none", () => {
    expect(() => chooseServerUser(0, "root:x:0:0::/root:/bin/sh\npostgres:x:0:0::/:/bin/sh")).toThrow(
      /neither postgres nor nobody exists/,
    );
  });
});

describe("hydrateSymlinks", () => {
  it("recreates the package's missing .so links, relative, and leaves existing ones", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "pd-links-"));
    try {
      mkdirSync(path.join(dir, "native", "lib"), { recursive: true });
      writeFileSync(path.join(dir, "native", "lib", "libpq.so.5.18"), "");
      const links = [
        { source: "native/lib/libpq.so.5.18", target: "native/lib/libpq.so.5" },
        { source: "native/lib/libpq.so.5.18", target: "native/lib/libpq.so" },
      ];
      writeFileSync(path.join(dir, "native", "pg-symlinks.json"), JSON.stringify(links));
      hydrateSymlinks(dir);
      hydrateSymlinks(dir);
      expect(links.map((l) => readlinkSync(path.join(dir, l.target)))).toEqual(["libpq.so.5.18", "libpq.so.5.18"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
