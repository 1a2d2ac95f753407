import { router } from "../../trpc.ts";
import { acceptImageTermsProcedure } from "./accept-terms.ts";
import { imageLibraryProcedure } from "./library.ts";
import { removeImageProcedure } from "./remove.ts";
import { upgradeImagePlanProcedure } from "./upgrade-plan.ts";
import { imageUploadAccessProcedure, uploadImageProcedure } from "./upload.ts";

/** The image library, plans and terms (docs/product/dashboard-images-promotions.md, Image library). */
export const imagesRouter = router({
  library: imageLibraryProcedure,
  upload: uploadImageProcedure,
  uploadAccess: imageUploadAccessProcedure,
  remove: removeImageProcedure,
  upgradePlan: upgradeImagePlanProcedure,
  acceptTerms: acceptImageTermsProcedure,
});
