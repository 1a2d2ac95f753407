import { useEffect } from "react";
import { useBlocker } from "react-router";
import { BUILDER_MESSAGES } from "../messages.ts";
import { ConfirmModal } from "./ConfirmModal.tsx";

/**
 * Leaving the item page with unsaved changes warns that they are discarded
 * (docs/product/items-and-fees.md) — inside the app with a confirmation, and on reload or closing
 * the tab with the browser's own prompt. A change of the query alone is not leaving.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: () => boolean }) {
  // Asked at the moment of leaving, so a save just before navigating counts.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      // Older browsers show the prompt only when a return value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [isDirty]);

  return (
    <ConfirmModal
      opened={blocker.state === "blocked"}
      title={BUILDER_MESSAGES.leaveTitle}
      body={BUILDER_MESSAGES.leaveBody}
      confirmLabel="Discard changes and leave"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
