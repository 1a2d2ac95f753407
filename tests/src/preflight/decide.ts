/**
 * What `npm test` needs beyond Node and npm, and what to do when something is missing. Pure: the
 * facts about the machine are gathered by check.ts and passed in, so every branch is table-tested.
 */
export interface Requirement {
  /** What it is, for messages: "Chromium (browser tests)". */
  what: string;
  /** The file that must exist. */
  path: string;
  present: boolean;
  /** Debian's package that provides `path`; null when the path was chosen by an env var. */
  aptPackage: string | null;
  /** Set when an env var chose the path (e.g. CHROMIUM_PATH): installing cannot help then. */
  chosenBy?: string;
  /** With `chosenBy`: the path used without the env var, whether it exists, and its package. */
  defaultPath?: string;
  defaultPresent?: boolean;
  defaultPackage?: string;
}

export interface Machine {
  isRoot: boolean;
  /** apt-get exists (a Debian-like system). */
  hasApt: boolean;
  /** The package lists are there and know every package to install (`apt-cache show`). */
  aptListsKnowPackages: boolean;
}

export type Plan =
  { action: "ready" } | { action: "install"; packages: string[]; updateLists: boolean } | { action: "fail"; message: string };

export function planSetup(requirements: Requirement[], machine: Machine): Plan {
  const missing = requirements.filter((r) => !r.present);
  if (missing.length === 0) return { action: "ready" };

  const chosen = missing.find((r) => r.chosenBy);
  if (chosen) {
    const fix = chosen.defaultPresent
      ? `Unset ${chosen.chosenBy} to use ${chosen.defaultPath}, which exists.`
      : machine.isRoot || !machine.hasApt || !chosen.defaultPackage
        ? `Point ${chosen.chosenBy} at an existing file, or unset it${machine.hasApt && chosen.defaultPackage ? ` and npm test installs Debian's ${chosen.defaultPackage}` : ""}.`
        : `Point ${chosen.chosenBy} at an existing file, or unset it and run this once, then npm test again:\n\n    ${installCommand([chosen.defaultPackage])}\n`;
    return { action: "fail", message: `${chosen.what}: ${chosen.chosenBy}=${chosen.path} does not exist. ${fix}` };
  }
  const packages = [...new Set(missing.map((r) => r.aptPackage!))];
  const needed = missing.map((r) => `${r.what} (${r.path})`).join(", ");
  if (!machine.hasApt) {
    return {
      action: "fail",
      message: `Missing: ${needed}. This is not a Debian system: install them yourself${missing.some((r) => r.what.startsWith("Chromium")) ? " and set CHROMIUM_PATH" : ""}.`,
    };
  }
  if (machine.isRoot) return { action: "install", packages, updateLists: !machine.aptListsKnowPackages };
  return {
    action: "fail",
    message: `Missing: ${needed}. Run this once, then npm test again:\n\n    ${installCommand(packages)}\n`,
  };
}

/** The one command a non-root user runs (lists refreshed too: cheap to say, needed on a fresh machine). */
export function installCommand(packages: string[]): string {
  return `sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`;
}
