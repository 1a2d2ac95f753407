/**
 * The users report (/school and /control /reports/users*, docs/product/reports-and-time-zones.md): the users
 * of the actor's subtree, searched and paged, with the e-mailed password reset link.
 */
import { z } from "zod";
import { ZId, ZModule } from "../common.ts";

export const USERS_REPORT_PAGE_SIZE_DEFAULT = 50;
export const USERS_REPORT_PAGE_SIZE_MAX = 200;

/** Our own wording: the product names the action without fixing its answer. */
export const USERS_REPORT_MESSAGES = {
  resetSent: "A password reset link has been sent.",
  noSuchUser: "No such user.",
  disabled: "This account is disabled, so no reset link was sent.",
} as const;

export const ZUsersReportRequestSchema = z.object({
  module: ZModule,
  search: z.string().trim().max(100).default(""),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(USERS_REPORT_PAGE_SIZE_MAX).default(USERS_REPORT_PAGE_SIZE_DEFAULT),
});
export type TUsersReportRequest = z.infer<typeof ZUsersReportRequestSchema>;

export const ZUsersReportResetRequestSchema = z.object({ module: ZModule, userId: ZId });
export type TUsersReportResetRequest = z.infer<typeof ZUsersReportResetRequestSchema>;
