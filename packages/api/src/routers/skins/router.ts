import { router } from "../../trpc.ts";
import { getSkinProcedure } from "./get.ts";
import { logoUploadAccessProcedure, removeLogoProcedure, uploadLogoProcedure } from "./logo.ts";
import { payPageSkinProcedure } from "./pay-page.ts";
import { saveSkinProcedure } from "./save.ts";

/** Logo and skins of the pay pages (/{module}/promote/skins; docs/product/dashboard-images-promotions.md). */
export const skinsRouter = router({
  get: getSkinProcedure,
  save: saveSkinProcedure,
  uploadLogo: uploadLogoProcedure,
  logoAccess: logoUploadAccessProcedure,
  removeLogo: removeLogoProcedure,
  forPayPage: payPageSkinProcedure,
});
