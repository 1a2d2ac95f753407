import { describe, expect, it } from "vitest";
import { parseStat, TreeCpu, type ProcSample } from "./tree-cpu.ts";

const proc = (pid: number, ppid: number, ticks: number, start = pid * 10): ProcSample => ({ pid, ppid, start, ticks });

describe("parseStat", () => {
  it("reads pid, parent, start and user + system ticks, whatever the command name holds", () => {
    const stat = "4242 (node (npm) x) S 1 4242 4242 0 -1 4194304 100 200 0 0 50 20 1234 566 20 0 11 0 98765 0 0";
    expect(parseStat(stat)).toEqual({ pid: 4242, ppid: 1, start: 98765, ticks: 70 });
  });
  it("refuses a line it cannot read", () => {
    expect(parseStat("garbage")).toBeNull();
  });
});

describe("TreeCpu", () => {
  it("counts the root's descendants from the first reading, not the root or other processes", () => {
    const tally = new TreeCpu(100);
    tally.observe([proc(100, 1, 500), proc(200, 100, 40), proc(300, 1, 900)]);
    tally.observe([proc(100, 1, 600), proc(200, 100, 55), proc(300, 1, 990)]);
    expect(tally.ticks()).toBe(15);
  });
  it("counts a process born during the phase from zero, grandchildren listed before their parents too", () => {
    const tally = new TreeCpu(100);
    tally.observe([proc(100, 1, 0)]);
    tally.observe([proc(310, 210, 7), proc(210, 100, 3), proc(100, 1, 0)]);
    expect(tally.ticks()).toBe(10);
  });
  it("keeps counting a process handed to init when its parent exits (a browser's renderer, a server pg_ctl started)", () => {
    const tally = new TreeCpu(100);
    tally.observe([proc(100, 1, 0)]);
    tally.observe([proc(100, 1, 0), proc(200, 100, 5), proc(201, 200, 10)]);
    tally.observe([proc(100, 1, 0), proc(201, 1, 80)]);
    expect(tally.ticks()).toBe(85);
  });
  it("does not take a reused pid for the process that had it", () => {
    const tally = new TreeCpu(100);
    tally.observe([proc(100, 1, 0)]);
    tally.observe([proc(100, 1, 0), proc(200, 100, 5, 1000)]);
    // Pid 200 ended; another process outside the tree got the pid later.
    tally.observe([proc(100, 1, 0), proc(200, 1, 400, 2000)]);
    expect(tally.ticks()).toBe(5);
  });
});
