import {
  adminEmails,
  adminSites,
  createAdmin,
  findAdmins,
  getAdmin,
  setAdminPassword,
  updateAdmin,
  userExists,
} from "@paydesk/services";
import {
  ZAdminEmailsRequestSchema,
  ZAdminSitesRequestSchema,
  ZCreateAdminRequestSchema,
  ZFindAdminsRequestSchema,
  ZSetAdminPasswordRequestSchema,
  ZUpdateAdminRequestSchema,
  ZUserExistsRequestSchema,
  ZUserIdRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("settings.view");
const canManage = permissionProcedure("settings.manage");

/** Administrators (spec 1 §2, §4, §5, §7): list, create, edit, e-mail check, passwords. */
export const administratorsRouter = router({
  find: canView.input(ZFindAdminsRequestSchema).query(({ ctx, input }) => findAdmins(ctx, input)),
  get: canView.input(ZUserIdRequestSchema).query(({ ctx, input }) => getAdmin(ctx, input.userId)),
  /** Checked when the e-mail field changes; administrators only, so it cannot be used to find accounts. */
  userExists: canView.input(ZUserExistsRequestSchema).query(({ ctx, input }) => userExists(ctx, input.email)),
  emails: canView.input(ZAdminEmailsRequestSchema).query(({ ctx, input }) => adminEmails(ctx, input)),
  /** The company filter of the list and the site field of the form. */
  sites: canView.input(ZAdminSitesRequestSchema).query(({ ctx, input }) => adminSites(ctx, input)),
  create: canManage.input(ZCreateAdminRequestSchema).mutation(({ ctx, input }) => createAdmin(ctx, input)),
  update: canManage.input(ZUpdateAdminRequestSchema).mutation(({ ctx, input }) => updateAdmin(ctx, input)),
  setPassword: canManage.input(ZSetAdminPasswordRequestSchema).mutation(({ ctx, input }) => setAdminPassword(ctx, input)),
});
