import { createCaptchaChallenge } from "@paydesk/services";
import { publicProcedure, router } from "../../trpc.ts";

export const captchaRouter = router({
  /** A fresh proof-of-work challenge; public because signed-out forms (password reset) need one too. */
  challenge: publicProcedure.query(({ ctx }) => createCaptchaChallenge(ctx.db)),
});
