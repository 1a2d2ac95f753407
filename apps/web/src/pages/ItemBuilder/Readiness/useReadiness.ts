import type { TModule } from "@paydesk/validators";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { trpc } from "../../../trpc.ts";
import type { ReadinessResult } from "../api.ts";
import { READINESS_DEBOUNCE_MS } from "../constants.ts";
import type { BuilderValues } from "../form/values.ts";

export interface ReadinessState {
  result: ReadinessResult | null;
  /**
   * The last check failed to load ("…your readiness check could not be loaded.",
   * docs/product/items-and-fees.md).
   */
  failed: boolean;
  checking: boolean;
  /** Checks the form now (on save), and records the answer like a debounced one. */
  checkNow: (values: BuilderValues) => Promise<ReadinessResult | null>;
}

/** The form as readiness follows it: its values now, and a call on every change. */
export interface ReadinessSource {
  getValues: () => BuilderValues;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Readiness (docs/product/items-and-fees.md), asked of the server (POST check-readiness) as the
 * form changes and on save. The form's values are asked once typing pauses, not on every keystroke,
 * and only when they differ from the last values asked about. Only the latest answer counts: an
 * earlier request answering late must not undo a later one.
 */
export function useReadiness(module: TModule, source: ReadinessSource): ReadinessState {
  const [result, setResult] = useState<ReadinessResult | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef(0);
  const check = useMutation(trpc.itemBuilder.checkReadiness.mutationOptions({ retry: false }));
  const { mutateAsync } = check;

  const run = useCallback(
    async (form: BuilderValues): Promise<ReadinessResult | null> => {
      const id = ++latest.current;
      try {
        const answer = await mutateAsync({ module, ...form });
        if (id === latest.current) {
          setResult(answer);
          setFailed(false);
        }
        return answer;
      } catch {
        if (id === latest.current) setFailed(true);
        return null;
      }
    },
    [module, mutateAsync],
  );

  const { getValues, subscribe } = source;
  useEffect(() => {
    // The form as it opens is checked at once; each change after it once the form rests.
    let asked = JSON.stringify(getValues());
    void run(getValues());
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const values = getValues();
        const serialized = JSON.stringify(values);
        if (serialized === asked) return;
        asked = serialized;
        void run(values);
      }, READINESS_DEBOUNCE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [getValues, subscribe, run]);

  return { result, failed, checking: check.isPending, checkNow: run };
}
