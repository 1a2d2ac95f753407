import { router } from "../../trpc.ts";
import { loginProcedure } from "./login.ts";
import { logoutProcedure } from "./logout.ts";
import { checkResetTokenProcedure, forgotPasswordProcedure, resetPasswordProcedure } from "./password-reset.ts";
import { sessionProcedure } from "./session.ts";

export const authRouter = router({
  session: sessionProcedure,
  login: loginProcedure,
  logout: logoutProcedure,
  forgotPassword: forgotPasswordProcedure,
  checkResetToken: checkResetTokenProcedure,
  resetPassword: resetPasswordProcedure,
});
