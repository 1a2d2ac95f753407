/**
 * The image library, plans, terms and skins (docs/product/dashboard-images-promotions.md).
 * The product's own messages are quoted exactly (ellipses included); the rest is our wording, here
 * once for the procedures, shims and pages.
 */
import { z } from "zod";
import { recordIdWithMessage, ZId, ZModuleScoped } from "../common.ts";

export const IMAGE_LIBRARY_MESSAGES = {
  /** Exact, shown with the upgrade link. */
  overLimit: "You are at the maximum number of images allowed by your image plan...",
  /** Exact: a removal or upload that failed for another reason than a refusal. */
  processingError: "There was an error processing your request. Refresh the page and try again.",
  /** Exact: a browser without the file APIs (File, FileReader, canvas). */
  browserNotSupported: "Your browser is not supported...",
  /** Exact: the terms acceptance failed. */
  termsFailed: "Error in accepting Terms & Conditions, please try again",
  imageRequired: "Choose an image to upload.",
  notAnImage: "This file is not a PNG, JPEG, GIF or WebP image.",
  tooManyPixels: "This image has too many pixels to be read.",
  termsRequired: "Accept the image terms before uploading images.",
  inUse: "This image is used by the items listed. Remove it anyway?",
  removalQueued: "The image is being removed.",
  noSuchImage: "This image does not exist.",
  upgradeOnly: "Your image plan already includes that many images.",
  upgradeModules: "Image plans are upgraded in the school or vendor area.",
  unknownPlan: "Choose the Plus or Unlimited plan.",
  unknownSetting: "There is no such account setting.",
  termsValue: "Send value 1 to accept the terms.",
  termsAccepted: "Thank you. The image terms are accepted.",
  unknownSkin: "Choose one of the skins shown.",
  skinSaved: "Saved",
  logoRemoved: "The logo was removed.",
  unknownItem: "This item does not exist.",
} as const;

/** Beyond a given side, in pixels; the default limit is the product's 99999. */
export const imageDimensionMessage = (limit: number) => `Images may be at most ${limit} pixels wide or high.`;
export const imageFileTooLargeMessage = (megabytes: number) => `Images are limited to ${megabytes} MB.`;
export const imagePlanUpgradedMessage = (label: string) => `Your image plan is now ${label}.`;

/** The upgrade pages are /school/images/upgrade* and /vendor/images/upgrade*; other modules have none. */
export const imagePlanUpgradePath = (module: string | undefined): string | null =>
  module === "school" || module === "vendor" ? `/${module}/images/upgrade` : null;

export const IMAGE_PLAN_KEYS = ["BASIC", "PLUS", "UNLIMITED"] as const;
export type TImagePlan = (typeof IMAGE_PLAN_KEYS)[number];

export const SKIN_KEYS = ["classic", "forest", "crimson", "slate", "sunrise", "plain"] as const;
export type TSkinKey = (typeof SKIN_KEYS)[number];

export const IMAGE_LIBRARY_LIMITS = {
  /** Per uploaded file (the multipart reader stops keeping bytes past it). */
  maxFileBytes: 10 * 1024 * 1024,
} as const;
/** Base64 spends 4 characters per 3 bytes. */
const MAX_BASE64 = Math.ceil(IMAGE_LIBRARY_LIMITS.maxFileBytes / 3) * 4;

/** One uploaded file as a procedure takes it: its name and its bytes in base64 (the shim reads multipart). */
export const ZImageFile = z.object(
  {
    fileName: z.string().trim().max(255).default(""),
    base64: z
      .string({ error: IMAGE_LIBRARY_MESSAGES.imageRequired })
      .min(1, IMAGE_LIBRARY_MESSAGES.imageRequired)
      .max(MAX_BASE64, imageFileTooLargeMessage(IMAGE_LIBRARY_LIMITS.maxFileBytes / (1024 * 1024)))
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, IMAGE_LIBRARY_MESSAGES.notAnImage),
  },
  { error: IMAGE_LIBRARY_MESSAGES.imageRequired },
);
export type TImageFile = z.infer<typeof ZImageFile>;

const ZCompanyScoped = ZModuleScoped.extend({ companyId: ZId.optional() });

export const ZImageLibraryRequestSchema = ZCompanyScoped;
export type TImageLibraryRequest = z.infer<typeof ZImageLibraryRequestSchema>;

/** `POST /{module}/settings/images/uploadjson`: multipart image and thumb_image. */
export const ZUploadLibraryImageRequestSchema = ZCompanyScoped.extend({
  image: ZImageFile,
  /** The browser's 80x80 crop; tools may leave it out and the server crops its own. */
  thumbImage: ZImageFile.optional(),
});
export type TUploadLibraryImageRequest = z.infer<typeof ZUploadLibraryImageRequestSchema>;

const ZImageId = recordIdWithMessage(IMAGE_LIBRARY_MESSAGES.noSuchImage);

/** `POST /{module}/settings/images/remove/{id}` and `…/remove/{id}/force`. */
export const ZRemoveImageRequestSchema = ZModuleScoped.extend({ imageId: ZImageId, force: z.boolean().default(false) });
export type TRemoveImageRequest = z.infer<typeof ZRemoveImageRequestSchema>;

export const ZUpgradeImagePlanRequestSchema = ZModuleScoped.extend({
  plan: z.enum(["PLUS", "UNLIMITED"], { error: IMAGE_LIBRARY_MESSAGES.unknownPlan }),
}).refine((input) => input.module === "school" || input.module === "vendor", {
  message: IMAGE_LIBRARY_MESSAGES.upgradeModules,
  path: ["module"],
});
export type TUpgradeImagePlanRequest = z.infer<typeof ZUpgradeImagePlanRequestSchema>;

/** The account settings `POST /parent/account/settings/{setting}` takes; image terms is its one use. */
export const ACCOUNT_SETTINGS = ["image_terms"] as const;
export const ZAccountSettingRequestSchema = ZModuleScoped.extend({
  setting: z.enum(ACCOUNT_SETTINGS, { error: IMAGE_LIBRARY_MESSAGES.unknownSetting }),
  value: z.literal(true, { error: IMAGE_LIBRARY_MESSAGES.termsValue }),
});
export type TAccountSettingRequest = z.infer<typeof ZAccountSettingRequestSchema>;

export const ZSaveSkinRequestSchema = ZModuleScoped.extend({
  skin: z.enum(SKIN_KEYS, { error: IMAGE_LIBRARY_MESSAGES.unknownSkin }),
});
export type TSaveSkinRequest = z.infer<typeof ZSaveSkinRequestSchema>;

export const ZUploadLogoRequestSchema = ZModuleScoped.extend({ image: ZImageFile });
export type TUploadLogoRequest = z.infer<typeof ZUploadLogoRequestSchema>;

/** The public pay-for page asks for its company's skin by the item's code. */
export const ZPayPageSkinRequestSchema = z.object({ itemCode: z.string().trim().min(1).max(64) });
export type TPayPageSkinRequest = z.infer<typeof ZPayPageSkinRequestSchema>;
