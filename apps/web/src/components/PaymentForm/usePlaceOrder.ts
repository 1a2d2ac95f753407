import { useCallback, useRef, useState } from "react";
import { classifyPaymentFailure, keepsAttemptKey, type PaymentFailure } from "./outcome.ts";
import type { PaymentAttempt, PaymentOutcome } from "./types.ts";

/**
 * A fresh idempotency key. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost);
 * a terminal served over plain HTTP on the school's network still gets 128 random bits.
 */
function newAttemptKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

interface PlaceOrderOptions {
  onSubmit: (payment: PaymentAttempt, idempotencyKey: string) => Promise<PaymentOutcome>;
  onOutcome: (outcome: PaymentOutcome) => void;
}

/**
 * Place order with its duplicate-click guard (docs/product/terminal.md): marked pending on the first click (a
 * ref, so a second click in the same frame, before React re-renders the disabled button, is
 * ignored too), reset on failure. After an approved payment it stays pending: the next page may
 * take a moment to load, and a click meanwhile must not pay again.
 */
export function usePlaceOrder({ onSubmit, onOutcome }: PlaceOrderOptions) {
  const pending = useRef(false);
  const attemptKey = useRef<string | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<PaymentFailure | null>(null);

  const place = useCallback(
    async (payment: PaymentAttempt): Promise<PaymentFailure | null> => {
      if (pending.current) return null;
      pending.current = true;
      setProcessing(true);
      setFailure(null);
      attemptKey.current ??= newAttemptKey();
      try {
        const outcome = await onSubmit(payment, attemptKey.current);
        attemptKey.current = null;
        onOutcome(outcome);
        return null;
      } catch (error) {
        const failed = classifyPaymentFailure(error);
        if (!keepsAttemptKey(failed)) attemptKey.current = null;
        pending.current = false;
        setProcessing(false);
        setFailure(failed);
        return failed;
      }
    },
    [onSubmit, onOutcome],
  );

  const isPending = useCallback(() => pending.current, []);
  return { place, processing, failure, isPending, clearFailure: () => setFailure(null) };
}
