import {
  checkFormReadiness,
  createItem,
  getBuilderItem,
  getItemBuilderOptions,
  saveItem,
  searchItemAccounts,
  searchGroups,
  searchStudents,
  suggestedFee,
  updateItem,
} from "@paydesk/services";
import {
  ZCheckReadinessRequestSchema,
  ZCreateItemRequestSchema,
  ZItemBuilderOptionsRequestSchema,
  ZItemIdRequestSchema,
  ZSaveItemRequestSchema,
  ZSearchItemAccountsRequestSchema,
  ZSearchGroupsRequestSchema,
  ZSearchStudentsRequestSchema,
  ZSuggestedFeeRequestSchema,
  ZUpdateItemRequestSchema,
} from "@paydesk/validators";
import { permissionProcedure, router } from "../../trpc.ts";

const canView = permissionProcedure("items.view");
const canManage = permissionProcedure("items.manage");

/** The item builder (spec 2 §2–5, §7): its pick lists, load, save, readiness, fee and searches. */
export const itemBuilderRouter = router({
  options: canView
    .input(ZItemBuilderOptionsRequestSchema)
    .query(({ ctx, input }) => getItemBuilderOptions(ctx, input)),
  get: canView.input(ZItemIdRequestSchema).query(({ ctx, input }) => getBuilderItem(ctx, input)),
  create: canManage.input(ZCreateItemRequestSchema).mutation(({ ctx, input }) => createItem(ctx, input)),
  update: canManage.input(ZUpdateItemRequestSchema).mutation(({ ctx, input }) => updateItem(ctx, input)),
  /** Create or update by itemId, for the legacy items/save call. */
  save: canManage.input(ZSaveItemRequestSchema).mutation(({ ctx, input }) => saveItem(ctx, input)),
  /** A query in meaning, but the form can be long: a mutation keeps it out of the URL. */
  checkReadiness: canView.input(ZCheckReadinessRequestSchema).mutation(({ input }) => checkFormReadiness(input)),
  suggestedFee: canView.input(ZSuggestedFeeRequestSchema).query(({ ctx, input }) => suggestedFee(ctx, input)),
  searchStudents: canView.input(ZSearchStudentsRequestSchema).query(({ ctx, input }) => searchStudents(ctx, input)),
  searchAccounts: canView
    .input(ZSearchItemAccountsRequestSchema)
    .query(({ ctx, input }) => searchItemAccounts(ctx, input)),
  searchGroups: canView.input(ZSearchGroupsRequestSchema).query(({ ctx, input }) => searchGroups(ctx, input)),
});
