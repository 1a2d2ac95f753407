import { isoInZone } from "@paydesk/domain";
import { IMAGE_LIBRARY_LIMITS, IMAGE_LIBRARY_MESSAGES, imagePlanUpgradePath } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { imagesRouter } from "./router.ts";
import { defineShim, flag, text, type ShimFile, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof imagesRouter>;
type Image = Out["upload"];

/**
 * The documented image fields; `s3_url` is the image's own /e/image/{id}
 * (docs/product/dashboard-images-promotions.md).
 */
export function imageFields(image: Image): Record<string, unknown> {
  return {
    image_id: image.imageId,
    file_name: image.fileName,
    size: image.size,
    height: image.height,
    width: image.width,
    s3_url: image.url,
    full_url: image.fullUrl,
    thumb_url: image.thumbUrl,
  };
}

/** A multipart file as the procedures take it (base64); a missing one is left for zod to refuse. */
export function fileInput(file: ShimFile | undefined): { fileName: string; base64: string } | undefined {
  if (!file) return undefined;
  // Past the limit the reader kept no bytes: an over-long marker string lets zod say "too large".
  const base64 = file.truncated ? "A".repeat(Math.ceil(IMAGE_LIBRARY_LIMITS.maxFileBytes / 3) * 4 + 4) : file.bytes.toString("base64");
  return { fileName: file.fileName, base64 };
}

function upgradeLink(module: string | undefined): Record<string, unknown> {
  const path = imagePlanUpgradePath(module);
  return path ? { upgrade_url: path } : {};
}

const removal = (force: boolean) => (req: ShimRequest) => ({ module: req.params.module, imageId: req.params.imageId, force });

const removeShim = (path: string, force: boolean) =>
  defineShim<Out["remove"]>({
    method: "POST",
    path,
    procedure: "images.remove",
    spec: "docs/product/dashboard-images-promotions.md: remove/{id} and /remove/{id}/force (409 with matching_items)",
    input: removal(force),
    refusal: (answer) =>
      answer.outcome === "refused"
        ? {
            status: 409,
            body: {
              message: answer.message,
              matching_items: answer.matchingItems.map((item) => ({ item_code: item.itemCode, title: item.title })),
              image_id: answer.imageId,
            },
          }
        : null,
    output: (answer) => ({ image_id: answer.imageId, matching_items: [], message: answer.message }),
  });

/**
 * The library in school, vendor and business ({module}); control acts in each
 * (docs/product/dashboard-images-promotions.md).
 */
export const imagesShims = [
  defineShim<Out["upload"]>({
    method: "POST",
    path: "/:module/settings/images/uploadjson",
    procedure: "images.upload",
    spec: "docs/product/dashboard-images-promotions.md: uploadjson (multipart image and thumb_image)",
    upload: { field: "image", maxFileBytes: IMAGE_LIBRARY_LIMITS.maxFileBytes, optional: true, access: "images.uploadAccess" },
    input: (req) => ({
      module: req.params.module,
      companyId: text(req.body.company_id) || undefined,
      image: fileInput(req.files?.image),
      thumbImage: fileInput(req.files?.thumb_image),
    }),
    fieldNames: { thumbImage: "thumb_image", companyId: "company_id" },
    // The over-limit message comes with its upgrade link (the upgrade pages are school's and vendor's:
    // docs/product/dashboard-images-promotions.md).
    errorFields: (error, req) => (error.message === IMAGE_LIBRARY_MESSAGES.overLimit ? upgradeLink(req.params.module) : {}),
    output: (image) => ({ image: imageFields(image), message: "" }),
  }),
  removeShim("/:module/settings/images/remove/:imageId", false),
  removeShim("/:module/settings/images/remove/:imageId/force", true),
  defineShim<Out["library"]>({
    method: "GET",
    path: "/:module/settings/images/list",
    procedure: "images.library",
    spec: "docs/product/dashboard-images-promotions.md: /{module}/settings/images (the library, for tools)",
    input: (req) => ({ module: req.params.module, companyId: text(req.query.company_id) || undefined }),
    output: (library) => ({
      plan: library.plan,
      limit: library.limit,
      count: library.count,
      terms_accepted: library.termsAccepted,
      images: library.images.map(imageFields),
    }),
  }),
  defineShim<Out["acceptTerms"]>({
    method: "POST",
    path: "/parent/account/settings/:setting",
    procedure: "images.acceptTerms",
    spec: "docs/product/dashboard-images-promotions.md: POST /parent/account/settings/{setting} (value; accepts the image terms)",
    servesOtherModules: "the legacy image terms page posts here from the school, vendor and business areas; the caller's own module applies",
    input: (req) => ({ module: req.homeModule, setting: req.params.setting, value: flag(req.body.value) || undefined }),
    output: (result) => ({ message: result.message, accepted_at: isoInZone(result.acceptedAt, result.timeZone) }),
  }),
  defineShim<Out["upgradePlan"]>({
    method: "POST",
    path: "/:module/images/upgrade/:plan",
    procedure: "images.upgradePlan",
    spec: "docs/product/dashboard-images-promotions.md: /school|vendor/images/upgrade* (the upgrade, for tools)",
    input: (req) => ({ module: req.params.module, plan: String(req.params.plan).toUpperCase() }),
    output: (result) => ({ plan: result.plan, message: result.message }),
  }),
];
