import { SECTION_SCROLL_MS } from "./constants.ts";
import { sectionDomId, type SectionId } from "./form/sections.ts";

/** Clears the fixed app header (64 px) with some air above the section's card. */
const HEADER_OFFSET_PX = 80;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/**
 * The side navigation scrolls to a section in a 400 ms animation (docs/product/items-and-fees.md).
 * The browser's own smooth scrolling picks its own duration, so the frames are ours; people who ask
 * for reduced motion get the jump without the animation.
 */
export function scrollToSection(id: SectionId): void {
  const element = document.getElementById(sectionDomId(id));
  if (!element) return;
  const start = window.scrollY;
  const target = Math.max(0, start + element.getBoundingClientRect().top - HEADER_OFFSET_PX);
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  if (reduced || Math.abs(target - start) < 1) {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / SECTION_SCROLL_MS);
    window.scrollTo(0, start + (target - start) * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
