import { describe, expect, it } from "vitest";
import { planSetup, type Machine, type Requirement } from "./decide.ts";

const chromium = (present: boolean): Requirement => ({
  what: "Chromium (browser tests, Playwright)",
  path: "/usr/bin/chromium",
  present,
  aptPackage: "chromium",
});
/** CHROMIUM_PATH names a missing file; Debian's chromium is there or not. */
const chosenChromium = (debianPresent: boolean): Requirement => ({
  ...chromium(false),
  path: "/opt/missing/chrome",
  aptPackage: null,
  chosenBy: "CHROMIUM_PATH",
  defaultPath: "/usr/bin/chromium",
  defaultPresent: debianPresent,
  defaultPackage: "chromium",
});
const setpriv = (present: boolean): Requirement => ({
  what: "setpriv",
  path: "/usr/bin/setpriv",
  present,
  aptPackage: "util-linux",
});
const debian = (over: Partial<Machine> = {}): Machine => ({ isRoot: true, hasApt: true, aptListsKnowPackages: true, ...over });

describe("planSetup", () => {
  it("is ready when everything is there", () => {
    expect(planSetup([chromium(true), setpriv(true)], debian())).toEqual({ action: "ready" });
  });

  it("installs what is missing as root, without refreshing lists that know the packages", () => {
    expect(planSetup([chromium(false), setpriv(true)], debian())).toEqual({
      action: "install",
      packages: ["chromium"],
      updateLists: false,
    });
  });

  it("refreshes the package lists first when they are missing or do not know a package", () => {
    expect(planSetup([chromium(false), setpriv(false)], debian({ aptListsKnowPackages: false }))).toEqual({
      action: "install",
      packages: ["chromium", "util-linux"],
      updateLists: true,
    });
  });

  it("fails at once with the one command to run when not root", () => {
    const plan = planSetup([chromium(false)], debian({ isRoot: false }));
    expect(plan).toEqual({
      action: "fail",
      message: expect.stringContaining("sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium"),
    });
  });

  it("does not install over a CHROMIUM_PATH that names a missing file, even as root", () => {
    expect(planSetup([chosenChromium(false)], debian())).toEqual({
      action: "fail",
      message: expect.stringMatching(
        /CHROMIUM_PATH=\/opt\/missing\/chrome does not exist\. .*unset it and npm test installs Debian's chromium/,
      ),
    });
  });

  it("gives a non-root user with a missing CHROMIUM_PATH the one command to run", () => {
    expect(planSetup([chosenChromium(false)], debian({ isRoot: false }))).toEqual({
      action: "fail",
      message: expect.stringContaining(
        "unset it and run this once, then npm test again:\n\n    sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium",
      ),
    });
  });

  it("points at Debian's chromium when CHROMIUM_PATH is wrong but that one exists", () => {
    expect(planSetup([chosenChromium(true)], debian({ isRoot: false }))).toEqual({
      action: "fail",
      message: expect.stringContaining("Unset CHROMIUM_PATH to use /usr/bin/chromium, which exists."),
    });
  });

  it("says what is missing on a system without apt-get", () => {
    expect(planSetup([chromium(false)], debian({ hasApt: false }))).toEqual({
      action: "fail",
      message: expect.stringMatching(/Missing: Chromium.*not a Debian system.*CHROMIUM_PATH/),
    });
  });
});
