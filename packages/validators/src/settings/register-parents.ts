/**
 * /{module}/settings/register-parents (docs/product/students-and-groups.md). Parents come in with the student
 * upload as accounts linked to their students, but nobody has told them: this screen lists the
 * parent accounts of the school's students that have never been used (never signed in, password
 * never set) and e-mails them an invitation to choose a password. The texts
 * are ours.
 */
import { z } from "zod";
import { ZId } from "../common.ts";

export const REGISTER_PARENTS_MESSAGES = {
  chooseParents: "Please choose the parents to invite.",
  notPending: "Some of these parents have already registered or are not parents of your students.",
  sent: "The invitations have been sent.",
  someFailed: "Some invitations could not be sent; they will be retried from the outbox.",
} as const;

export const REGISTER_PARENTS_PAGE_SIZE = 50;
export const REGISTER_PARENTS_PAGE_SIZE_MAX = 200;
export const REGISTER_PARENTS_SEND_MAX = 200;
/** An invitation link stays good for a week (a reset link, asked for by the user, for an hour). */
export const PARENT_INVITATION_TTL_DAYS = 7;

export const ZPendingParentsRequestSchema = z.object({
  /** A school of the actor's subtree; absent: the whole subtree. */
  companyId: ZId.optional(),
  search: z.string().trim().max(100).default(""),
  /** The previous page's `nextCursor` (a user id). */
  after: ZId.optional(),
  pageSize: z.coerce.number().int().min(1).max(REGISTER_PARENTS_PAGE_SIZE_MAX).default(REGISTER_PARENTS_PAGE_SIZE),
});
export type TPendingParentsRequest = z.infer<typeof ZPendingParentsRequestSchema>;

export const ZInviteParentsRequestSchema = z.object({
  userIds: z
    .array(ZId, { error: REGISTER_PARENTS_MESSAGES.chooseParents })
    .min(1, REGISTER_PARENTS_MESSAGES.chooseParents)
    .max(REGISTER_PARENTS_SEND_MAX, REGISTER_PARENTS_MESSAGES.chooseParents),
});
export type TInviteParentsRequest = z.infer<typeof ZInviteParentsRequestSchema>;
