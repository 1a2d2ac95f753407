import type { OutgoingEmail } from "../../../platform/mail/send.ts";

/** The master administrator's welcome to a school created by the upload, with how to sign in. */
export function schoolWelcomeEmail(input: {
  schoolName: string;
  companyId: number;
  firstName: string;
  email: string;
  password: string;
  appUrl: string;
}): OutgoingEmail {
  return {
    to: input.email,
    subject: `Welcome to PayDesk: ${input.schoolName}`,
    text: [
      `Hello ${input.firstName},`,
      "",
      `${input.schoolName} now has a PayDesk account, and you are its master administrator.`,
      `E-mail: ${input.email}`,
      `Password: ${input.password}`,
      "You will be asked to choose a new password when you sign in.",
      "",
      `Sign in at ${input.appUrl}/login`,
    ].join("\n"),
    purpose: "school_welcome",
    companyId: input.companyId,
  };
}
