// Without zod, so the web app's shell can show them without loading the schema library.
export const AUTH_MESSAGES = {
  badCredentials: "The e-mail address or password you entered is incorrect.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a few minutes and try again.",
  notSignedIn: "Please sign in to continue.",
  accessDenied: "Access denied. You do not have permission to see this page.",
  crossSite: "Cross-site request refused.",
  /** Our wording: API keys are managed from a signed-in browser, not with another key. */
  sessionRequired: "API keys are managed while signed in, not with an API key.",
  /** Our wording: sign-in and the password-reset request ask for the address the same way. */
  emailRequired: "Please enter your e-mail address.",
} as const;
