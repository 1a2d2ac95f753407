import { useSearchParams } from "react-router";

/**
 * A control list's filters live in the address: the current ones, and `update` to change some
 * (an empty value removes the filter) without adding a history entry per keystroke.
 */
export function useFilterParams(): [URLSearchParams, (changes: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  return [params, update];
}
