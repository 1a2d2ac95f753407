/**
 * The first step of `npm test` (package.json): make sure the machine has what the tests need
 * beyond Node and npm, within the first seconds, before the long build and test steps.
 * As root on Debian it installs what is missing with apt-get (refreshing the package lists only
 * when they are missing or do not know a package); otherwise it fails at once with the command to
 * run. Decisions in decide.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { DEBIAN_BROWSER, browserPath } from "./browser.ts";
import { planSetup, type Requirement } from "./decide.ts";

function requirements(env: NodeJS.ProcessEnv): Requirement[] {
  const chromium = browserPath(env);
  const list: Requirement[] = [
    {
      what: "Chromium (browser tests, Playwright)",
      path: chromium,
      present: existsSync(chromium),
      aptPackage: env.CHROMIUM_PATH ? null : DEBIAN_BROWSER.aptPackage,
      ...(env.CHROMIUM_PATH
        ? {
            chosenBy: "CHROMIUM_PATH",
            defaultPath: DEBIAN_BROWSER.path,
            defaultPresent: existsSync(DEBIAN_BROWSER.path),
            defaultPackage: DEBIAN_BROWSER.aptPackage,
          }
        : {}),
    },
  ];
  // As root the embedded PostgreSQL runs under an unprivileged account through util-linux setpriv.
  if (process.platform === "linux" && isRoot()) {
    const setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].find((file) => existsSync(file));
    list.push({
      what: "setpriv (embedded PostgreSQL as root)",
      path: setpriv ?? "/usr/bin/setpriv",
      present: !!setpriv,
      aptPackage: "util-linux",
    });
  }
  return list;
}

function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

function run(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status === 0;
}

function quiet(command: string, args: string[]): boolean {
  return spawnSync(command, args, { stdio: "ignore" }).status === 0;
}

const needs = requirements(process.env);
const missingPackages = needs.filter((r) => !r.present && r.aptPackage).map((r) => r.aptPackage!);
const hasApt = existsSync("/usr/bin/apt-get");
const plan = planSetup(needs, {
  isRoot: isRoot(),
  hasApt,
  // Asked only when something is to be installed as root.
  aptListsKnowPackages: hasApt && isRoot() && missingPackages.length > 0 && quiet("apt-cache", ["show", ...missingPackages]),
});

if (plan.action === "fail") {
  console.error(`\nnpm test cannot run the whole suite on this machine.\n${plan.message}\n`);
  process.exit(1);
}
if (plan.action === "install") {
  console.warn(`[npm test] installing ${plan.packages.join(", ")} with apt-get`);
  if (plan.updateLists && !run("apt-get", ["update"])) process.exit(1);
  if (!run("apt-get", ["install", "-y", "--no-install-recommends", ...plan.packages])) process.exit(1);
}
