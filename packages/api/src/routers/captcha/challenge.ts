import { createCaptchaChallenge } from "@paydesk/services";
import { publicProcedure } from "../../trpc.ts";

/** A fresh proof-of-work challenge; public because signed-out forms (password reset) need one too. */
export const challengeProcedure = publicProcedure.query(({ ctx }) => createCaptchaChallenge(ctx.db));
