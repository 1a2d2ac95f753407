import "./altcha.ts";
import { Alert, Button, Input, Skeleton } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from "react";
import { trpc } from "../../trpc.ts";
import classes from "./Captcha.module.css";

export interface CaptchaHandle {
  /**
   * Drop the current solution and fetch a fresh challenge (each solution is accepted once).
   * `solveNow` starts on the new challenge at once instead of waiting for the next focus: after a
   * refused attempt the user is still in the form, often already in the field they will fix.
   */
  reset: (options?: { solveNow?: boolean }) => void;
}

interface CaptchaProps {
  /** The solved payload to send as `captcha`, or "" while unsolved. */
  onChange: (payload: string) => void;
  error?: ReactNode;
  ref?: Ref<CaptchaHandle>;
  /**
   * Start solving the first challenge as soon as it arrives, for a check that appears in a form the
   * user is already filling (after a declined card), rather than on the next focus.
   */
  solveAtOnce?: boolean;
}

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

/**
 * Self-hosted proof-of-work captcha. The challenge comes from `captcha.challenge` (signed by the
 * server) and is handed to the widget as JSON, so the widget makes no requests of its own. It
 * starts solving when the user focuses any field of the surrounding form, and reports the
 * solved payload through `statechange`.
 */
export function Captcha({ onChange, error, ref, solveAtOnce = false }: CaptchaProps) {
  const challenge = useQuery(
    trpc.captcha.challenge.queryOptions(undefined, {
      // A challenge is replaced only on purpose: a background refetch would throw away a solution.
      staleTime: Infinity,
      gcTime: 0,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    }),
  );
  const { refetch } = challenge;

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const [solveNow, setSolveNow] = useState(solveAtOnce);
  const loading = challenge.isFetching || challenge.isPending;
  // The widget starts on a focus in the form, which it hears only once it is there: a person
  // already in the form while the check loads (a quick typist, a password manager's fill) would
  // wait on a check that never starts. Such a person's check starts as soon as it arrives.
  const wrapper = useRef<HTMLDivElement>(null);
  const [inFormWhileLoading, setInFormWhileLoading] = useState(false);
  useEffect(() => {
    const form = wrapper.current?.closest("form");
    if (!loading || !form) return;
    const engage = () => setInFormWhileLoading(true);
    if (form.contains(document.activeElement)) engage();
    form.addEventListener("focusin", engage);
    return () => form.removeEventListener("focusin", engage);
  }, [loading]);
  const renew = useCallback(
    (options?: { solveNow?: boolean }) => {
      setSolveNow(options?.solveNow ?? false);
      setInFormWhileLoading(false);
      onChangeRef.current("");
      void refetch();
    },
    [refetch],
  );

  useImperativeHandle(ref, () => ({ reset: renew }), [renew]);

  const bindWidget = useCallback(
    (widget: HTMLElement | null) => {
      if (!widget) return;
      const onStateChange = (event: Event) => {
        const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
        onChangeRef.current(state === "verified" && payload ? payload : "");
      };
      const onExpired = () => renew();
      widget.addEventListener("statechange", onStateChange);
      widget.addEventListener("expired", onExpired);
      return () => {
        widget.removeEventListener("statechange", onStateChange);
        widget.removeEventListener("expired", onExpired);
      };
    },
    [renew],
  );

  let body: ReactNode;
  if (loading) {
    body = <Skeleton height={64} radius="md" role="status" aria-label="Loading the security check" />;
  } else if (challenge.isError) {
    body = (
      <Alert color="red" variant="light" title="The security check could not be loaded">
        <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => renew()}>
          Try again
        </Button>
      </Alert>
    );
  } else {
    body = (
      <altcha-widget
        // A new challenge gets a new widget: no state of the previous one survives.
        key={challenge.dataUpdatedAt}
        ref={bindWidget}
        className={classes.widget}
        challenge={JSON.stringify(challenge.data)}
        auto={solveNow || inFormWhileLoading ? "onload" : "onfocus"}
        name="altcha"
      />
    );
  }

  return (
    <Input.Wrapper
      ref={wrapper}
      label="Security check"
      labelElement="div"
      description="Your browser solves a short puzzle to show you are not a robot. It starts as soon as you fill in the form."
      error={error}
      data-testid="captcha"
      classNames={{ description: classes.description }}
    >
      {body}
    </Input.Wrapper>
  );
}
