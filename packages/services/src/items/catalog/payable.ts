import type { Prisma } from "@paydesk/db";
import { SIGN_IN_REQUIRED } from "@paydesk/domain";

/**
 * The domain's isPubliclyPayable as a query filter (Prisma `where` on Item), for the places that
 * select payable items in the database: images/serve.ts (public item pictures) and
 * promotions/items.ts (the items a post may link to). payable.int.test.ts holds the two to the
 * same answer for every combination of the flags.
 */
export const payableItemWhere = {
  active: true,
  isDraft: false,
  status: "ACTIVE",
  OR: [{ visible: true }, { disableGuest: { not: SIGN_IN_REQUIRED } }],
} satisfies Prisma.ItemWhereInput;
