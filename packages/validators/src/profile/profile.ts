/**
 * The profile editor (docs/product/accounts-and-roles.md, Profile: the state is sent as NA when the country
 * is not USA). The product's messages are quoted exactly; the field messages are ours.
 */
import { z } from "zod";
import { ZModuleScoped } from "../common.ts";
import { PAYMENT_MESSAGES } from "../payments/messages.ts";
import { NO_STATE } from "../payments/constants.ts";

export const PROFILE_MESSAGES = {
  updated: "Profile Updated",
  saveFailed: "Save failed.",
  emailTaken: "An account with that email already exists.",
  invalidEmail: PAYMENT_MESSAGES.invalidEmail,
  firstNameRequired: "Please enter your first name.",
  lastNameRequired: "Please enter your last name.",
  nameTooLong: "Names are limited to 50 characters.",
  stateRequired: "Please choose your state.",
  countryRequired: "Please choose your country.",
  zipInvalid: "Please enter a valid zip or postal code.",
  phoneInvalid: "Please enter a valid phone number.",
  tooLong: "This field is limited to 100 characters.",
  /** Ours: a new sign-in e-mail takes the current password, then a confirmation from the new inbox. */
  passwordRequired: "Enter your current password to change your e-mail.",
  passwordIncorrect: "The password you entered is incorrect.",
  confirmInvalid: "This link no longer works. Ask for the change again from your profile.",
  emailChanged: "Your e-mail has been changed. Sign in with your new address.",
  notWhileActingAs: "You are signed in as someone else. Return to your own account to change the e-mail.",
} as const;

/** The country whose addresses carry a state; everyone else's state is NA. */
export const PROFILE_STATE_COUNTRY = "USA";
export const PROFILE_COUNTRIES = ["USA", "CAN", "MEX", "GBR", "IRL", "AUS", "NZL", "OTHER"] as const;

/** Outside the USA the state is NA, whatever the form held. */
export function profileState(country: string, state: string): string {
  return country === PROFILE_STATE_COUNTRY ? state.trim().toUpperCase() : NO_STATE;
}

const text = (max = 100) => z.string().trim().max(max, PROFILE_MESSAGES.tooLong).default("");

const profileObject = z.object({
    fname: z
      .string({ error: PROFILE_MESSAGES.firstNameRequired })
      .trim()
      .min(1, PROFILE_MESSAGES.firstNameRequired)
      .max(50, PROFILE_MESSAGES.nameTooLong),
    lname: z
      .string({ error: PROFILE_MESSAGES.lastNameRequired })
      .trim()
      .min(1, PROFILE_MESSAGES.lastNameRequired)
      .max(50, PROFILE_MESSAGES.nameTooLong),
    email: z
      .string({ error: PROFILE_MESSAGES.invalidEmail })
      .trim()
      .max(254, PROFILE_MESSAGES.invalidEmail)
      .pipe(z.email({ error: PROFILE_MESSAGES.invalidEmail })),
    address: text(),
    address_2: text(),
    city: text(),
    state: text(50),
    country: z.enum(PROFILE_COUNTRIES, { error: PROFILE_MESSAGES.countryRequired }),
    zip: z
      .string()
      .trim()
      .max(10, PROFILE_MESSAGES.zipInvalid)
      .regex(/^[A-Za-z0-9 -]*$/, PROFILE_MESSAGES.zipInvalid)
      .default(""),
    phone: z
      .string()
      .trim()
      .max(30, PROFILE_MESSAGES.phoneInvalid)
      .regex(/^[0-9 ()+.-]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i, PROFILE_MESSAGES.phoneInvalid)
      .refine((phone) => phone === "" || (phone.match(/\d/g)?.length ?? 0) >= 7, PROFILE_MESSAGES.phoneInvalid)
      .default(""),
  });

function stateRule(profile: { country: string; state: string }, issues: z.RefinementCtx) {
  if (profile.country === PROFILE_STATE_COUNTRY && !/^[A-Za-z]{2}$/.test(profile.state)) {
    issues.addIssue({ code: "custom", path: ["state"], message: PROFILE_MESSAGES.stateRequired });
  }
}

export const ZProfileFields = profileObject
  .superRefine(stateRule)
  .transform((profile) => ({ ...profile, state: profileState(profile.country, profile.state) }));
export type TProfileFields = z.input<typeof ZProfileFields>;
export type TProfile = z.infer<typeof ZProfileFields>;

export const ZProfileGetRequestSchema = ZModuleScoped;
/**
 * What a save sends: the profile, with the e-mail optional (`updateInfo` without `email` keeps
 * the current one: docs/product/documented-calls.md) and the current password, which only a new e-mail needs.
 */
export const ZProfileUpdateFields = profileObject
  .extend({
    email: profileObject.shape.email.optional(),
    password: z.string().max(200, PROFILE_MESSAGES.passwordIncorrect).optional(),
  })
  .superRefine(stateRule)
  .transform((profile) => ({ ...profile, state: profileState(profile.country, profile.state) }));
export type TProfileUpdate = z.infer<typeof ZProfileUpdateFields>;
export const ZProfileUpdateRequestSchema = z.intersection(ZModuleScoped, ZProfileUpdateFields);

/** The link sent to the new address: `/account/confirm-email/{token}`. */
export const ZConfirmEmailChangeRequestSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type TProfileUpdateRequest = z.infer<typeof ZProfileUpdateRequestSchema>;
