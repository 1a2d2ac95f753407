/**
 * Promotions' pure rules. The short post's length rule is defined in
 * @paydesk/validators (the post schema checks it, and validators sit below the domain) and is the
 * domain's rule through these re-exports; the table tests beside this file pin it.
 */
export {
  SHORT_LINK_LENGTH,
  SHORT_POST_MAX,
  shortPostLength,
  shortPostLimit,
  shortPostRemaining,
  type ShortPostOptions,
} from "@paydesk/validators";
export * from "./states.ts";
