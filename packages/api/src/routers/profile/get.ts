import { getProfile } from "@paydesk/services";
import { ZProfileGetRequestSchema } from "@paydesk/validators";
import { moduleProcedure } from "../../trpc.ts";

/** The signed-in user's own profile, in any module they may act in. */
export const getProfileProcedure = moduleProcedure.input(ZProfileGetRequestSchema).query(({ ctx }) => getProfile(ctx));
