import { router } from "../../trpc.ts";
import { loginProcedure } from "./login.ts";
import { logoutProcedure } from "./logout.ts";
import { sessionProcedure } from "./session.ts";

export const authRouter = router({
  session: sessionProcedure,
  login: loginProcedure,
  logout: logoutProcedure,
});
