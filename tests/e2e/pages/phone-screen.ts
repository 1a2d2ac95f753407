import { expect, type Locator, type Page } from "@playwright/test";

/** The phone the parent and guest pages are designed for first. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

interface WidthReport {
  scrollWidth: number;
  innerWidth: number;
  /** Visible elements whose box passes the right edge, named by tag, test id or text. */
  beyondRightEdge: string[];
}

interface ShownReport {
  /** Where the element fails to be seen whole: empty when it is. */
  problems: string[];
}

/*
 * Source text evaluated in the page (a string, or a function built from one): this package
 * compiles without the DOM's types.
 */
const WIDTH_SCRIPT = `(() => {
  const width = window.innerWidth;
  const name = (el) => {
    const id = el.getAttribute("data-testid");
    const text = (el.textContent || "").trim().replace(/\\s+/g, " ").slice(0, 40);
    return el.tagName.toLowerCase() + (id ? "[data-testid=" + id + "]" : "") + (text ? " " + JSON.stringify(text) : "");
  };
  const beyond = [];
  for (const el of document.querySelectorAll("body *")) {
    const style = getComputedStyle(el);
    if (style.display === "none" || style.visibility === "hidden" || style.opacity === "0") continue;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (box.right > width + 0.5) beyond.push(name(el) + " ends at " + Math.round(box.right) + "px");
  }
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth: width, beyondRightEdge: beyond.slice(0, 15) };
})()`;

const shownCheck = new Function(
  "el",
  `const problems = [];
  const box = el.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) problems.push("it has no size");
  if (box.left < -0.5 || box.right > window.innerWidth + 0.5) problems.push("it is beyond the screen's sides (" + Math.round(box.left) + " to " + Math.round(box.right) + ")");
  if (box.top < -0.5 || box.bottom > window.innerHeight + 0.5) problems.push("it is beyond the screen's top or bottom");
  if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible") problems.push("its own content is cut off");
  for (let parent = el.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    const outer = parent.getBoundingClientRect();
    if (box.left < outer.left - 0.5 || box.right > outer.right + 0.5) {
      problems.push("a " + parent.tagName.toLowerCase() + " that does not show overflow cuts it off");
      break;
    }
  }
  return { problems };`,
) as (el: unknown) => ShownReport;

/*
 * Scrolls the page just far enough to show the element whole. Playwright's scrollIntoViewIfNeeded
 * leaves an element alone when most of it is in sight, so a button whose last pixel sits below
 * the screen's edge stayed there and the check read it as unreachable.
 */
const scrollWhole = new Function("el", `el.scrollIntoView({ block: "nearest", inline: "nearest" });`) as (el: unknown) => void;

/** Checks of a page as a phone shows it. */
export class PhoneScreen {
  constructor(private readonly page: Page) {}

  /**
   * Nothing is wider than the screen: the document does not scroll sideways, and no visible
   * element's box passes the right edge (a table's hidden columns behind a sideways scroll would).
   */
  async expectNothingWider(): Promise<void> {
    const report = (await this.page.evaluate(WIDTH_SCRIPT)) as WidthReport;
    expect(report.beyondRightEdge, `visible elements beyond the right edge of ${this.page.url()}`).toEqual([]);
    expect(report.scrollWidth, "the document's width").toBeLessThanOrEqual(report.innerWidth);
  }

  /** Each element the locator matches can be seen whole once scrolled to: in the viewport, not clipped. */
  async expectEachShown(locator: Locator, what: string): Promise<void> {
    const count = await locator.count();
    expect(count, `how many ${what} the page shows`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const element = locator.nth(index);
      const name = `${what} #${index + 1} (${(await element.textContent())?.trim() ?? ""})`;
      // Scrolled to before each look: a smooth scroll, or content loading above it, may move it meanwhile.
      await expect
        .poll(
          async () => {
            await element.evaluate(scrollWhole);
            return (await element.evaluate(shownCheck)).problems;
          },
          { message: name },
        )
        .toEqual([]);
    }
  }

  /** Every button of the page's main part is seen whole and is a tap target of at least 44 px. */
  async expectButtonsShown(scope: Locator): Promise<void> {
    const buttons = scope.getByRole("button").or(scope.getByRole("link").and(scope.locator(".mantine-Button-root")));
    await this.expectEachShown(buttons, "buttons");
    const count = await buttons.count();
    for (let index = 0; index < count; index += 1) {
      const box = await buttons.nth(index).boundingBox();
      expect(box?.height ?? 0, `button #${index + 1} (${(await buttons.nth(index).textContent())?.trim() ?? ""}) is tall enough to tap`).toBeGreaterThanOrEqual(44);
    }
  }
}
