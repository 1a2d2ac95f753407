/**
 * The `test` every browser test imports: Playwright's, with an accessibility audit that runs by
 * itself on every page a test visits (DEVELOPERS.md: axe on every page, failing on serious or
 * critical violations).
 *
 * Pages change by client-side routing more often than by loading, so the audit follows the main
 * frame's navigations (Playwright reports history-API navigations too): each new path is audited
 * once per run, after the page has settled (no loader showing, no transition running), while the
 * test goes on. A page is its path with record ids and typed query values generalised
 * (`/school/items/42` and `/school/items/57` are one page, so are two searches of one list), and "once per run" holds across workers: a page audited by
 * any test of the run is not audited again (the wait for it to settle cost up to 5 s each time,
 * on every navigation of 150 tests). A page the test left before its audit could run is audited
 * if the test comes back, and the page the test ends on is audited unless the run already has.
 * The test that audits a page fails at its end with every finding, page by page. Where a test
 * wants a check at a precise moment (a dialog open), it calls `expectAccessible(page)`, which
 * audits the page as it is unless the run has already audited that very state: the same address
 * and document, with the same values in its fields and the same element focused (the automatic
 * audit of a page the test then checks again unchanged was a second audit of one state). An
 * explicit audit counts as the page's automatic one too.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test as base, expect, type Frame, type Page, type TestInfo } from "@playwright/test";

export { expect };

/** WCAG 2.1 A and AA: the level DEVELOPERS.md asks for. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);
/**
 * axe's minified build, put into the page as it is. The package's `axe.source` is its unminified
 * build, twice the size (1.3 MB parsed at every injection): same code, same rules.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
/** How long an audit waits for a page's loaders to go before auditing it as it is. */
const SETTLE_TIMEOUT_MS = 5_000;

interface AxeFinding {
  path: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

function pathOf(url: string): string {
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/**
 * Query keys whose value is what someone typed or where a list stands (a search, a recipient, an
 * address carried to a form, a return path, a page number, a sort, a range of dates): the page is the same whatever
 * the value (the company search for "springfield" and for "Campus Spirit" is one page). Other
 * keys (a type, a status, a tab) choose what the page shows and keep their values.
 */
const FREE_VALUE_KEYS = new Set(["q", "keyword", "search", "recipient", "email", "next", "page", "sort", "dir", "from", "to"]);

/** Record ids (numbers, UUIDs, long tokens) in a path or query stand for any record: one page. */
export function pageOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const general = (part: string) =>
    /^\d+$/.test(part) || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(part) || /^[A-Za-z0-9_-]{20,}$/.test(part) ? ":id" : part;
  const query = [...searchParams.keys()]
    .sort()
    .map((key) => `${key}=${FREE_VALUE_KEYS.has(key) ? "*" : general(searchParams.get(key) ?? "")}`);
  return pathname.split("/").map(general).join("/") + (query.length ? `?${query.join("&")}` : "");
}

/**
 * The pages the run has audited, shared by its workers: one marker file per page in the run's
 * output directory (Playwright empties it at the start of each run). Written after an audit
 * finished, so an interrupted one does not count; two workers may rarely audit a page both.
 */
function auditedInRun(testInfo: TestInfo) {
  const dir = path.join(testInfo.project.outputDir, ".audited-pages");
  mkdirSync(dir, { recursive: true });
  const marker = (page: string) => path.join(dir, createHash("sha1").update(page).digest("hex"));
  return {
    has: (page: string) => existsSync(marker(page)),
    add: (page: string) => writeFileSync(marker(page), `${page}\n`),
  };
}

/**
 * In the page: a fingerprint of what an audit would see, so one state is audited once per run. The
 * address, the viewport, the whole document, the values typed into its fields (not in its markup)
 * and where the focus is; two FNV-1a hashes of that text, 64 bits between them.
 */
function stateOfPage(): string {
  interface Field {
    value: string;
    checked?: boolean;
  }
  interface Node {
    tagName: string;
    parentElement: Node | null;
    previousElementSibling: Node | null;
  }
  const g = globalThis as unknown as {
    location: { href: string };
    innerWidth: number;
    innerHeight: number;
    document: { documentElement: { outerHTML: string }; activeElement: Node | null; querySelectorAll(selector: string): Iterable<Field> };
  };
  const fields = [...g.document.querySelectorAll("input, textarea, select")].map((field) => `${field.value}:${field.checked ? 1 : 0}`);
  const focusPath: string[] = [];
  for (let at = g.document.activeElement; at; at = at.parentElement) {
    let index = 0;
    for (let sibling = at.previousElementSibling; sibling; sibling = sibling.previousElementSibling) index += 1;
    focusPath.push(`${at.tagName}${index}`);
  }
  const text = [g.location.href, `${g.innerWidth}x${g.innerHeight}`, focusPath.join("<"), fields.join("\u0000"), g.document.documentElement.outerHTML].join("\u0001");
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(16)}${(b >>> 0).toString(16)}`;
}

/**
 * Waits in the page, checking every 100 ms, until it has settled or `timeoutMs` passed; answers ""
 * once settled, else what still kept it from settling. Settled: the document loaded and its DOM
 * unchanged for a moment (QUIET_MS), no loader, placeholder or busy region showing, no animation or transition
 * running on anything shown, and nothing the user reads through part-transparent: a dialog,
 * popover, menu, list or notice fading in (its contrast is not the one users read), or an element
 * Mantine mounted at inline opacity 0 with a transition about to start (a frame before the CSS
 * transition runs, no animation exists yet). Elements that merely keep an opacity style (the
 * ScrollArea's hidden thumb, `--thumb-opacity: 0`) are not waited for, so a settled page is seen
 * as such instead of after the whole timeout.
 *
 * Run by page.evaluate, not waitForFunction: Playwright's waitForFunction evaluates its predicate
 * with the page's own eval (a function as much as a string), which the app's
 * Content-Security-Policy refuses (script-src without 'unsafe-eval'), so it never waited. This
 * package compiles without the DOM's types: the few the check reads are typed loosely here.
 */
function waitUntilSettled(timeoutMs: number): Promise<string> {
  // How long the DOM must stay unchanged (in the page: this function is sent as its source).
  const QUIET_MS = 300;
  interface Shown {
    isConnected: boolean;
    parentElement: Shown | null;
    style: { opacity: string; transitionDuration: string };
    getClientRects(): { length: number };
  }
  interface PageGlobals {
    MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void; disconnect(): void };
    document: {
      readyState: string;
      documentElement: unknown;
      querySelectorAll(selector: string): Iterable<Shown>;
      getAnimations(): { playState: string; effect: { target?: Shown | null } | null }[];
    };
    getComputedStyle(element: Shown): { opacity: string; visibility: string };
    setTimeout(callback: () => void, ms: number): number;
    performance: { now(): number };
  }
  const g = globalThis as unknown as PageGlobals;
  const shown = (el: Shown) => el.isConnected && el.getClientRects().length > 0 && g.getComputedStyle(el).visibility !== "hidden";
  const opacityOf = (el: Shown) => {
    let opacity = 1;
    for (let at: Shown | null = el; at; at = at.parentElement) opacity *= Number(g.getComputedStyle(at).opacity);
    return opacity;
  };
  // A placeholder (skeleton) stands for content still loading; with reduced motion it no longer
  // pulses, so it is not caught as an animation either.
  const busy = () =>
    [...g.document.querySelectorAll(".mantine-Loader-root, .mantine-Skeleton-root[data-visible], [aria-busy='true']")].some(shown);
  const moving = () =>
    g.document.getAnimations().some((animation) => {
      const target = animation.effect?.target;
      return animation.playState === "running" && (!target || shown(target));
    });
  const overlays =
    "[role='dialog'], [role='alertdialog'], [role='menu'], [role='listbox'], [role='tooltip'], .mantine-Popover-dropdown, .mantine-Notification-root";
  const fading = () => [...g.document.querySelectorAll(overlays)].some((el) => shown(el) && opacityOf(el) < 1);
  const aboutToFade = () =>
    [...g.document.querySelectorAll("[style*='opacity']")].some(
      (el) => el.style.opacity !== "" && el.style.opacity !== "1" && parseFloat(el.style.transitionDuration || "0") > 0 && shown(el),
    );
  // A document still loading, or one whose app is still putting its first screen together (no
  // loader shown yet), looks settled to the checks above: the page must also have been quiet (no
  // change to its DOM) for a moment.
  const started = g.performance.now();
  let lastChange = started;
  const changes = new g.MutationObserver(() => (lastChange = g.performance.now()));
  changes.observe(g.document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  const quiet = () => g.document.readyState === "complete" && g.performance.now() - lastChange >= QUIET_MS;
  // What still keeps the page from being settled ("" once nothing does), for the audit's note.
  const unsettled = () =>
    !quiet() ? "changing" : busy() ? "loading" : moving() ? "animating" : fading() ? "fading" : aboutToFade() ? "fading" : "";
  return new Promise((resolve) => {
    const done = (answer: string) => {
      changes.disconnect();
      resolve(answer);
    };
    // Every 100 ms, by a timer: a check forces style and layout, which each animation frame
    // would make the page's own rendering wait for while it loads.
    const check = () => {
      const why = unsettled();
      if (why === "" || g.performance.now() - started >= timeoutMs) done(why);
      else g.setTimeout(check, 100);
    };
    check();
  });
}

interface Settling {
  settled: boolean;
  /** What kept the page from settling in time (changing, loading, animating, fading). */
  why: string;
  ms: number;
  /** A full load replaced the document while waiting (the new one gets its own wait). */
  interrupted: boolean;
}

/**
 * Waits for the page to settle (waitUntilSettled), at most SETTLE_TIMEOUT_MS; then the audit runs
 * on the page as it is.
 */
async function settle(page: Page): Promise<Settling> {
  const started = Date.now();
  return page.evaluate(waitUntilSettled, SETTLE_TIMEOUT_MS).then(
    (why) => ({ settled: why === "", why, ms: Date.now() - started, interrupted: false }),
    () => ({ settled: false, why: "replaced", ms: Date.now() - started, interrupted: true }),
  );
}

/**
 * A combobox's open list scrolls without being focusable itself, and rightly so: the keyboard
 * reaches its options from the combobox (arrow keys, aria-activedescendant), which is the ARIA
 * listbox pattern. axe's scrollable-region-focusable rule does not know that pattern, so a
 * scroller inside a listbox of options (where Mantine puts it) or around one is not a finding
 * (the combobox's own aria-controls cannot be the test: Mantine drops it as the list starts to
 * close); any other unfocusable scroller is. The audit runs while the test goes on, so a scroller
 * already gone when this is asked was such a list closing (the page's other scrollers stay).
 */
const COMBOBOX_LIST_SCROLLER = `(selector) => {
  const scroller = document.querySelector(selector);
  // Gone by the time it is looked at: a list that closed while axe ran (the test went on).
  if (scroller === null) return true;
  const list = scroller.closest('[role="listbox"]') || scroller.querySelector('[role="listbox"]');
  return Boolean(list && list.querySelector('[role="option"]'));
}`;

async function isComboboxListScroller(page: Page, target: string): Promise<boolean> {
  return page.evaluate(`(${COMBOBOX_LIST_SCROLLER})(${JSON.stringify(target)})`).then(Boolean, () => false);
}

/**
 * One audit at a time per page: axe refuses a second run while one is going ("Axe is already
 * running"), which the automatic audit after a navigation and a test's own `expectAccessible`
 * could otherwise start together. Each call waits for the page's previous one, failed or not.
 */
const auditsRunning = new WeakMap<Page, Promise<unknown>>();

function findingsOn(page: Page): Promise<AxeFinding[]> {
  const previous = auditsRunning.get(page) ?? Promise.resolve();
  const mine = previous.then(
    () => auditNow(page),
    () => auditNow(page),
  );
  auditsRunning.set(
    page,
    mine.catch(() => undefined),
  );
  return mine;
}

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; html: string }[];
}

/** In the page: axe's WCAG run, violations only (passes and the rest are not read here). */
function runAxe(tags: string[]): Promise<AxeViolation[]> {
  interface Axe {
    run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
  }
  const g = globalThis as unknown as { axe: Axe; document: unknown };
  return g.axe.run(g.document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }).then((results) => results.violations);
}

/**
 * axe runs in the page itself, with `axe.run` (what @axe-core/playwright's legacy mode does):
 * the builder's default opens a blank page in the test's browser context to finish each run and
 * closes it, and the audit runs while the test goes on, so a test's context-wide call at that
 * moment (`page.clock.runFor`, `fastForward`: the clock is the context's) failed with "Target
 * page, context or browser has been closed". Same-origin frames only: the app has no other kind.
 *
 * axe's source (about half a megabyte) is put into a document once: a client-side navigation
 * keeps it, a full load drops it and the next audit puts it back. The builder evaluated it twice
 * per audit, which cost more than many audits' run. Only violations are asked for: axe then skips
 * detailing every node that passed, which the audit never reads.
 */
async function auditNow(page: Page): Promise<AxeFinding[]> {
  const where = pathOf(page.url());
  if (!(await page.evaluate("typeof window.axe?.run === 'function'"))) {
    await page.evaluate(`${AXE_SOURCE};\naxe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });`);
  }
  const violations = await page.evaluate(runAxe, AXE_TAGS);
  const findings: AxeFinding[] = [];
  for (const violation of violations) {
    if (!FAILING_IMPACTS.has(violation.impact ?? "")) continue;
    const nodes = [];
    for (const node of violation.nodes) {
      const target = node.target.join(" ");
      if (violation.id === "scrollable-region-focusable" && (await isComboboxListScroller(page, target))) continue;
      nodes.push(`${target} ${node.html.slice(0, 160)}`);
    }
    if (nodes.length > 0)
      findings.push({ path: where, rule: violation.id, impact: violation.impact ?? "", help: violation.help, targets: nodes });
  }
  return findings;
}

function report(findings: readonly AxeFinding[]): string {
  return findings.map((f) => `${f.path}: ${f.impact} ${f.rule} (${f.help}) at ${f.targets.slice(0, 5).join(", ")}`).join("\n");
}

/**
 * What each audit cost, kept in the test's annotations (the JSON report has them beside the
 * test's time): the page, how long it took to settle (or that it did not), and axe's own time.
 */
function noteAudit(testInfo: TestInfo, page: string, how: "automatic" | "explicit", wait: Settling, axeMs: number) {
  const settled = wait.settled ? `settled in ${wait.ms} ms` : `not settled after ${wait.ms} ms (${wait.why})`;
  testInfo.annotations.push({ type: "accessibility audit", description: `${how} ${page}: ${settled}, axe ${axeMs} ms` });
}

/** Audits the page as it is now and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  const testInfo = base.info();
  const audited = auditedInRun(testInfo);
  const wait = await settle(page);
  const where = pageOf(page.url());
  const state = `state ${await page.evaluate(stateOfPage)}`;
  if (audited.has(state)) {
    testInfo.annotations.push({ type: "accessibility audit", description: `explicit ${where}: this state audited before in the run` });
    return;
  }
  const started = Date.now();
  const findings = await findingsOn(page);
  noteAudit(testInfo, where, "explicit", wait, Date.now() - started);
  expect(findings, report(findings)).toEqual([]);
  audited.add(state);
  audited.add(where);
}

/**
 * A navigation away or a closed page ends an audit early (a full load between axe's injection and
 * its run leaves the new document without `axe`, hence "reading 'utils'" or "reading
 * 'runPartial'"); anything else is a real failure. An interrupted path is not counted as audited:
 * the end of the test audits the page it is on.
 */
function isInterruption(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Execution context was destroyed|Target page, context or browser has been closed|frame was detached|navigat|Cannot read properties of undefined \(reading '(utils|runPartial|run|finishRun)'\)/i.test(
    message,
  );
}

export const test = base.extend<{ accessibilityAudit: void }>({
  accessibilityAudit: [
    async ({ page }, use, testInfo) => {
      const audited = auditedInRun(testInfo);
      const findings: AxeFinding[] = [];
      let queue: Promise<void> = Promise.resolve();

      const audit = () => {
        queue = queue.then(async () => {
          // Checked before waiting for the page to settle: that wait is the cost saved.
          if (page.isClosed() || page.url() === "about:blank" || audited.has(pageOf(page.url()))) return;
          const wait = await settle(page);
          // A new document replaced this one while it loaded: its own navigation queued its
          // audit, which waits for it to settle instead of auditing it half loaded.
          if (wait.interrupted || page.isClosed() || page.url() === "about:blank") return;
          const current = pageOf(page.url());
          if (audited.has(current)) return;
          const started = Date.now();
          try {
            const state = await page.evaluate(stateOfPage);
            findings.push(...(await findingsOn(page)));
            audited.add(current);
            // The test goes on while axe runs: the state counts as audited only if it held throughout.
            if ((await page.evaluate(stateOfPage)) === state) audited.add(`state ${state}`);
            noteAudit(testInfo, current, "automatic", wait, Date.now() - started);
          } catch (error) {
            if (!isInterruption(error)) throw error;
          }
        });
      };
      const onNavigated = (frame: Frame) => {
        if (frame === page.mainFrame()) audit();
      };
      page.on("framenavigated", onNavigated);
      await use();
      page.off("framenavigated", onNavigated);
      audit();
      await queue;
      expect(findings, `accessibility violations (serious or critical):\n${report(findings)}`).toEqual([]);
    },
    { auto: true },
  ],
});
