import { useCallback } from "react";
import { useNavigate } from "react-router";
import { safeNextPath } from "../../navigation/paths.ts";

/** Goes where a payment answer says (a success page or the order summary): same-site paths only. */
export function useFollowRedirect(): (redirect: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (redirect: string) => {
      const next = safeNextPath(redirect);
      if (next) void navigate(next);
    },
    [navigate],
  );
}
