import { useMutation } from "@tanstack/react-query";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError } from "../../lib/notify.tsx";
import { SIGNED_OUT_PARAM } from "../../navigation/paths.ts";
import { trpc } from "../../trpc.ts";

export function useSignOut() {
  const mutation = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        // A full page load, not a client-side navigation: nothing of this user (cached queries,
        // component state) survives in memory for the next person at this computer, and no
        // guarded page can react to the session vanishing before the sign-in page shows.
        window.location.replace(`/login?${SIGNED_OUT_PARAM}=1`);
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  return { run: () => mutation.mutate(), pending: mutation.isPending || mutation.isSuccess };
}
