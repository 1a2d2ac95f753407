/**
 * The `test` every browser test imports: Playwright's, with an accessibility audit that runs by
 * itself on every page a test visits (DEVELOPERS.md: axe on every page, failing on serious or
 * critical violations).
 *
 * Pages change by client-side routing more often than by loading, so the audit follows the main
 * frame's navigations (Playwright reports history-API navigations too): each new path is audited
 * once per run, after the page has settled (no loader showing, no transition running), while the
 * test goes on. A page is its path with record ids generalised (`/school/items/42` and
 * `/school/items/57` are one page), and "once per run" holds across workers: a page audited by
 * any test of the run is not audited again (the wait for it to settle cost up to 5 s each time,
 * on every navigation of 150 tests). A page the test left before its audit could run is audited
 * if the test comes back, and the page the test ends on is audited unless the run already has.
 * The test that audits a page fails at its end with every finding, page by page. Where a test
 * wants a check at a precise moment (a dialog open), it calls `expectAccessible(page)`, which
 * always audits.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Frame, type Page, type TestInfo } from "@playwright/test";

export { expect };

/** WCAG 2.1 A and AA: the level DEVELOPERS.md asks for. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const FAILING_IMPACTS = new Set(["serious", "critical"]);
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

/** Record ids (numbers, UUIDs, long tokens) in a path or query stand for any record: one page. */
export function pageOf(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const general = (part: string) =>
    /^\d+$/.test(part) || /^[0-9a-f]{8}-[0-9a-f]{4}-/i.test(part) || /^[A-Za-z0-9_-]{20,}$/.test(part) ? ":id" : part;
  const query = [...searchParams.keys()].sort().map((key) => `${key}=${general(searchParams.get(key) ?? "")}`);
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

async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      // A string, evaluated in the page (this package compiles without the DOM's types). A dialog
      // fading in is half transparent: its contrast is not the one users read, so wait for it.
      // Mantine's transitions mount a dialog or list at opacity 0 (an inline style) a frame before
      // the CSS transition starts, so a faded element counts as unsettled too.
      `document.querySelector(".mantine-Loader-root, [aria-busy='true']") === null &&
       document.getAnimations().every((animation) => animation.playState !== "running") &&
       [...document.querySelectorAll("[style*='opacity']")].every((el) => getComputedStyle(el).opacity === "1")`,
      undefined,
      { timeout: SETTLE_TIMEOUT_MS },
    )
    .catch(() => undefined);
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

/**
 * axe runs in the page itself (legacy mode): its default opens a blank page in the test's browser
 * context to finish each run and closes it, and the audit runs while the test goes on, so a
 * test's context-wide call at that moment (`page.clock.runFor`, `fastForward`: the clock is the
 * context's) failed with "Target page, context or browser has been closed" (coa.spec and
 * dashboard.spec, once per full run each). Legacy mode tests same-origin frames only: the app
 * has no other kind.
 */
async function auditNow(page: Page): Promise<AxeFinding[]> {
  const where = pathOf(page.url());
  const results = await new AxeBuilder({ page }).setLegacyMode().withTags(AXE_TAGS).analyze();
  const findings: AxeFinding[] = [];
  for (const violation of results.violations) {
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

/** Audits the page as it is now and fails on serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  await settle(page);
  const findings = await findingsOn(page);
  expect(findings, report(findings)).toEqual([]);
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
          await settle(page);
          if (page.isClosed() || page.url() === "about:blank") return;
          const current = pageOf(page.url());
          if (audited.has(current)) return;
          try {
            findings.push(...(await findingsOn(page)));
            audited.add(current);
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
