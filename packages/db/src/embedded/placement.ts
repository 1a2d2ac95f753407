import { createHash } from "node:crypto";
import path from "node:path";

/**
 * Where the server's account finds what it needs when PayDesk runs as root and PostgreSQL runs as
 * an unprivileged account (server-user.ts). A clone under a private directory (mode 0700, e.g.
 * /root) holds both the binaries (node_modules) and the default data directory (`.data`) out of
 * that account's reach. The facts are gathered by start.ts (the kernel decides what is reachable,
 * by running `test -x` as that account); the choice is this pure function, table-tested.
 */
export interface PlacementFacts {
  /** The account the server runs as; null when it runs as ourselves (not root). */
  serverUser: string | null;
  /** The installed binaries' directory and whether the server's account can run them there. */
  binaries: { root: string; reachable: boolean };
  /**
   * The data directory asked for: `default` when nobody chose it (the app's `.data`), `user` when
   * the person starting PayDesk did (DATA_DIR), `throwaway` for a temporary one (tests).
   * `reachable`: the server's account can enter it (or, not made yet, its nearest parent).
   */
  dataDir: { path: string; chosenBy: "default" | "user" | "throwaway"; reachable: boolean };
  /** Where reachable copies and relocated data directories go (/var/tmp, /var/lib by default). */
  binariesCache: string;
  relocatedDataRoot: string;
}

export type Placement =
  | {
      action: "start";
      /** `installed`: run the binaries where npm put them; `copy`: from a copy under binariesCache. */
      binaries: "installed" | "copy";
      dataDir: string;
      /** One line saying what moved and where, for the log; null when nothing moved. */
      notice: string | null;
    }
  /** A data directory the person chose that the server's account cannot enter: say so (assertReachable). */
  | { action: "refuse-data-dir"; dataDir: string };

export function decidePlacement(facts: PlacementFacts): Placement {
  const { serverUser, binaries, dataDir } = facts;
  if (serverUser === null) return { action: "start", binaries: "installed", dataDir: dataDir.path, notice: null };
  // Honoured as given, never moved behind the person's back: refused with what to do instead.
  if (!dataDir.reachable && dataDir.chosenBy === "user") return { action: "refuse-data-dir", dataDir: dataDir.path };

  const moved: string[] = [];
  if (!binaries.reachable) moved.push(`its binaries run from ${facts.binariesCache}`);
  let placed = dataDir.path;
  if (!dataDir.reachable) {
    placed = relocatedDataDir(dataDir.path, facts.relocatedDataRoot);
    moved.push(`its data directory is ${placed} (in place of ${dataDir.path})`);
  }
  return {
    action: "start",
    binaries: binaries.reachable ? "installed" : "copy",
    dataDir: placed,
    notice:
      moved.length === 0
        ? null
        : `PostgreSQL runs as ${serverUser}, which cannot enter the directories of this checkout: ${moved.join(", and ")}.`,
  };
}

/**
 * A stable place of its own for a data directory the server's account cannot reach: named after
 * the directory asked for (readable) and a hash of its full path (two checkouts never share one),
 * so every start of the same checkout finds the same database again.
 */
export function relocatedDataDir(requested: string, root: string): string {
  const resolved = path.resolve(requested);
  const hash = createHash("sha256").update(resolved).digest("hex").slice(0, 12);
  const name = [
    path.basename(path.dirname(path.dirname(resolved))),
    path.basename(path.dirname(resolved)),
    path.basename(resolved),
  ]
    .filter((part) => part && part !== path.sep)
    .join("-")
    .replace(/[^A-Za-z0-9._-]+/g, "_");
  return path.join(root, `${name}-${hash}`);
}
