import { z } from "zod";
import { ZId, ZModuleScoped } from "../common.ts";

/**
 * /settings/account-structure (docs/product/students-and-groups.md): the company tree of the actor's account,
 * a site added under one of its sites, a site moved under another. The product fixes no messages for it;
 * ours.
 */
export const SITE_NAME_MAX = 200;

export const SITE_KINDS = ["school", "vendor", "business", "district"] as const;
export type TSiteKind = (typeof SITE_KINDS)[number];

export const STRUCTURE_MESSAGES = {
  nameRequired: "Site name cannot be empty.",
  nameTooLong: `Site name cannot be longer than ${SITE_NAME_MAX} characters.`,
  kindRequired: "Choose the kind of site.",
  parentRequired: "Choose where the site belongs.",
  moveIntoItself: "A site cannot be moved under itself or one of its own sites.",
  moveOwnSite: "Your own site cannot be moved; only the sites below it.",
  moveOutOfScope: "Sites can only be moved within your own account structure.",
  movePlatform: "The platform cannot be moved.",
  districtUnderSite: "A district can only be added under the platform or another district.",
  added: "The site was added.",
  moved: "The site was moved.",
} as const;

export const ZSiteKind = z.enum(SITE_KINDS, { error: STRUCTURE_MESSAGES.kindRequired });

export const ZAccountStructureRequest = ZModuleScoped;

export const ZAddSiteRequest = ZModuleScoped.extend({
  parentId: ZId.describe("the site the new one goes under"),
  name: z.string().trim().min(1, STRUCTURE_MESSAGES.nameRequired).max(SITE_NAME_MAX, STRUCTURE_MESSAGES.nameTooLong),
  kind: ZSiteKind,
  city: z.string().trim().max(SITE_NAME_MAX).optional(),
  state: z.string().trim().max(SITE_NAME_MAX).optional(),
});
export type TAddSiteRequest = z.infer<typeof ZAddSiteRequest>;

export const ZMoveSiteRequest = ZModuleScoped.extend({
  siteId: ZId,
  parentId: z.coerce.number({ error: STRUCTURE_MESSAGES.parentRequired }).int().positive(STRUCTURE_MESSAGES.parentRequired),
});
export type TMoveSiteRequest = z.infer<typeof ZMoveSiteRequest>;
