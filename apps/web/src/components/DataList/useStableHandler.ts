import { useCallback, useInsertionEffect, useRef } from "react";

/**
 * A function that keeps its identity across renders and calls the latest `handler`: a row
 * memoized on its props gets the page's current callback without re-rendering each time the page
 * makes a new one. For events only, not for rendering: the latest handler is installed as the
 * render commits.
 */
export function useStableHandler<Args extends unknown[], Result>(handler: (...args: Args) => Result): (...args: Args) => Result {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
