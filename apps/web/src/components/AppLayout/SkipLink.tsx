import type { MouseEvent } from "react";
import classes from "./SkipLink.module.css";

/** The id of the page's own content, after the header, the navigation and the service alerts. */
export const MAIN_CONTENT_ID = "main-content";

/** Focus the page's content, so the next Tab goes to the page's first field or button. */
export function focusMainContent(): void {
  document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: false });
}

/**
 * WCAG 2.4.1: the first stop of the Tab key on every page of the shell, visible when focused. It
 * passes over the header, the navigation and the service alerts (the same on every page) to the
 * page's own content. Focus is moved by script as well as by the fragment, so the content takes it
 * even where a fragment link only scrolls.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMainContent();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skip} onClick={skip} data-print="hide">
      Skip to main content
    </a>
  );
}

export const skipTargetClass = classes.target;
