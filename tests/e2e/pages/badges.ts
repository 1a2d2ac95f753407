import { expect, type Locator, type Page } from "@playwright/test";

/*
 * Source text evaluated in the page (this package compiles without the DOM's types): every shown
 * badge whose words do not fit its box, as "<text> (<shown>/<needed> px)".
 */
const CUT_BADGES_SCRIPT = `(() => {
  const cut = [];
  for (const root of document.querySelectorAll(".mantine-Badge-root")) {
    const box = root.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const label = root.querySelector(".mantine-Badge-label") || root;
    for (const el of [label, root]) {
      if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) {
        cut.push((label.textContent || "").trim() + " (" + el.clientWidth + "/" + el.scrollWidth + " px)");
        break;
      }
    }
  }
  return cut;
})()`;

/** The status and kind badges of a page: each shows its whole words, never "PEN…". */
export class Badges {
  constructor(private readonly page: Page) {}

  /** A badge saying `text` (once the page's list has arrived). */
  withText(text: string): Locator {
    return this.page.locator(".mantine-Badge-root").filter({ hasText: text }).first();
  }

  async expectNoneCut(where: string): Promise<void> {
    const cut = (await this.page.evaluate(CUT_BADGES_SCRIPT)) as string[];
    expect(cut, `badges cut short on ${where}`).toEqual([]);
  }
}
