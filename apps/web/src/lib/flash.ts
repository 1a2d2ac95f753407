import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { notify, type Flash } from "./notify.tsx";

/** A page hands a message to the next one through navigation state: `navigate(to, { state: { flash } })`. */
export interface FlashState {
  flash?: Flash;
}

function flashOf(state: unknown): Flash | undefined {
  const flash = (state as FlashState | null)?.flash;
  return flash && typeof flash.message === "string" ? flash : undefined;
}

/**
 * Shows the flash message carried by the current location once, then drops it from the history
 * entry so that reloading or going back does not show it again.
 */
export function useFlashMessages(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const flash = flashOf(location.state);
    if (!flash || shown.current === location.key) return;
    shown.current = location.key;
    notify(flash);
    void navigate(location.pathname + location.search + location.hash, { replace: true, state: null });
  }, [location, navigate]);
}
