import type { PasswordStrength, scorePassword } from "@paydesk/domain/password-strength";
import { useDeferredValue, useEffect, useMemo, useState } from "react";

type Scorer = typeof scorePassword;

// Loaded on first use: the zxcvbn dictionaries are most of their chunk's weight.
let loading: Promise<Scorer> | null = null;
function loadScorer(): Promise<Scorer> {
  loading ??= import("@paydesk/domain/password-strength").then((m) => m.scorePassword);
  return loading;
}

/**
 * The strength of `password` by the same scorer the server uses, or null while the scorer loads.
 * Scoring is deferred so typing never waits for it.
 */
export function usePasswordStrength(password: string, userInputs: readonly string[]): PasswordStrength | null {
  const [scorer, setScorer] = useState<Scorer | null>(null);
  const deferred = useDeferredValue(password);
  const inputsKey = userInputs.join("\u0000");

  useEffect(() => {
    let cancelled = false;
    loadScorer().then(
      (score) => !cancelled && setScorer(() => score),
      (error: unknown) => console.error("The password strength meter could not load", error),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  return useMemo(
    () => (scorer ? scorer(deferred, inputsKey ? inputsKey.split("\u0000") : []) : null),
    [scorer, deferred, inputsKey],
  );
}
