import {
  ZGroupsUploadProcessOptions,
  ZGroupsUploadStartOptions,
  type TGroupsUploadProcessOptions,
  type TGroupsUploadStartOptions,
} from "@paydesk/validators";
import { defineUploadKind } from "../../core/kind.ts";
import { applyGroupRows, planGroupRows } from "./apply.ts";
import { checkGroupRows } from "./check.ts";
import { assertUploadCompanyInScope } from "./scope.ts";

/**
 * Kind `groups` (docs/product/uploads.md, docs/product/students-and-groups.md): student ids into the
 * company's student groups, one named group or many. Groups are upserted by name, members added set-based;
 * nobody is removed from a group.
 */
export const groupsUploadKind = defineUploadKind<TGroupsUploadStartOptions, TGroupsUploadProcessOptions>({
  kind: "groups",
  startOptions: ZGroupsUploadStartOptions,
  processOptions: ZGroupsUploadProcessOptions,
  async start(ctx, { companyId }) {
    await assertUploadCompanyInScope(ctx.db, ctx.actor, companyId);
    return {};
  },
  checkRows: checkGroupRows,
  plan: (ctx) => planGroupRows(ctx.db, ctx.batch),
  applyRange: (tx, batch, range) => applyGroupRows(tx.db, batch, range),
});
