import { useEffect } from "react";
import { useBlocker } from "react-router";

export interface LeaveWarning {
  /** True while a move to another page waits for the user's answer. */
  asking: boolean;
  stay: () => void;
  leave: () => void;
}

/**
 * Leaving mid-upload warns that changes are lost (docs/product/uploads.md): inside the app with
 * the caller's confirmation (`asking`), on reload or closing the tab with the browser's own prompt.
 */
export function useLeaveWarning(active: boolean): LeaveWarning {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [active]);

  return {
    asking: blocker.state === "blocked",
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
