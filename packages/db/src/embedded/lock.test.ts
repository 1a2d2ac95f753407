import { describe, expect, it } from "vitest";
import { decideLocks, type FoundLocks, type LockDecision } from "./lock.ts";

const owner = (running: boolean) => ({ pid: 41, running });
const server = (running: boolean, pidInUse = false) => ({ pid: 42, running, pidInUse });

describe("decideLocks", () => {
  const cases: [string, FoundLocks, LockDecision][] = [
    ["a fresh directory", { owner: null, server: null }, { action: "start" }],
    ["a clean shutdown", { owner: owner(false), server: null }, { action: "start" }],
    ["another PayDesk running on it", { owner: owner(true), server: server(true) }, { action: "refuse", ownerPid: 41 }],
    ["another PayDesk still starting (no server yet)", { owner: owner(true), server: null }, { action: "refuse", ownerPid: 41 }],
    [
      "a killed PayDesk whose server still runs",
      { owner: owner(false), server: server(true) },
      { action: "stop-orphan", serverPid: 42 },
    ],
    ["a server running with no owner record", { owner: null, server: server(true) }, { action: "stop-orphan", serverPid: 42 }],
    ["a stale postmaster.pid of a dead server", { owner: owner(false), server: server(false) }, { action: "start" }],
    [
      "a postmaster.pid whose pid is now another process",
      { owner: null, server: server(false, true) },
      { action: "drop-reused-pid" },
    ],
  ];
  it.each(cases)("%s", (_name, found, decision) => {
    expect(decideLocks(found)).toEqual(decision);
  });
});
