import { router } from "../../trpc.ts";
import { challengeProcedure } from "./challenge.ts";

export const captchaRouter = router({
  challenge: challengeProcedure,
});
