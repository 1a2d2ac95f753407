import { router } from "../../../trpc.ts";
import { createProcedure } from "./create.ts";
import { findProcedure } from "./find.ts";
import { revokeProcedure } from "./revoke.ts";

/**
 * Keys are created by a signed-in user for their own account and act with that account's rights.
 * Managing them takes a session: a key cannot make, list or revoke keys.
 */
export const apiKeysRouter = router({
  find: findProcedure,
  create: createProcedure,
  revoke: revokeProcedure,
});
