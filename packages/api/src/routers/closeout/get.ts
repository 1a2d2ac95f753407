import { closeoutProcedure } from "./resource.ts";

/** One kept close-out: the rung has read it and checked who may. */
export const getProcedure = closeoutProcedure.query(({ ctx }) => ctx.closeout);
