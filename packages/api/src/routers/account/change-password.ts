import { changeOwnPassword } from "@paydesk/services";
import { ZChangePasswordFields } from "@paydesk/validators";
import { moduleProcedure } from "../../trpc.ts";

export const changePasswordProcedure = moduleProcedure.input(ZChangePasswordFields).mutation(async ({ ctx, input }) => {
  const { message } = await changeOwnPassword(ctx, input);
  return { message };
});
