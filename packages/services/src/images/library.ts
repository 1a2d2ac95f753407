/**
 * The image library of one company (docs/product/dashboard-images-promotions.md: /{module}/settings/images):
 * its images with the documented fields (image_id, file_name, size, height, width, s3_url), and where it
 * stands on its plan.
 */
import { IMAGE_PLANS, imagesLeft } from "@paydesk/domain";
import type { TImageLibraryRequest, TImagePlan } from "@paydesk/validators";
import { companyInScope } from "../platform/company-scope.ts";
import type { ActorTxContext } from "../platform/context.ts";
import { countedImages, readImageSettings } from "./settings.ts";
import { imageFullPath, imagePath, imageThumbPath } from "./urls.ts";

export interface LibraryImage {
  imageId: number;
  fileName: string;
  size: number;
  width: number;
  height: number;
  url: string;
  fullUrl: string;
  thumbUrl: string;
  createdAt: Date;
}

export interface ImageLibrary {
  companyId: number;
  plan: TImagePlan;
  planLabel: string;
  limit: number | null;
  count: number;
  left: number | null;
  termsAccepted: boolean;
  images: LibraryImage[];
}

export const LIBRARY_IMAGE_SELECT = { id: true, name: true, byteSize: true, width: true, height: true, createdAt: true } as const;

export function libraryImage(row: { id: number; name: string; byteSize: number; width: number; height: number; createdAt: Date }): LibraryImage {
  return {
    imageId: row.id,
    fileName: row.name,
    size: row.byteSize,
    width: row.width,
    height: row.height,
    url: imagePath(row.id),
    fullUrl: imageFullPath(row.id),
    thumbUrl: imageThumbPath(row.id),
    createdAt: row.createdAt,
  };
}

export async function listImageLibrary(ctx: ActorTxContext, input: TImageLibraryRequest): Promise<ImageLibrary> {
  const company = await companyInScope(ctx.db, ctx.actor, input.companyId);
  const [settings, rows] = await Promise.all([
    readImageSettings(ctx.db, company.id),
    ctx.db.image.findMany({ where: countedImages(company.id), select: LIBRARY_IMAGE_SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }] }),
  ]);
  const plan = IMAGE_PLANS[settings.plan];
  return {
    companyId: company.id,
    plan: settings.plan,
    planLabel: plan.label,
    limit: plan.limit,
    count: rows.length,
    left: imagesLeft(settings.plan, rows.length),
    termsAccepted: settings.termsAcceptedAt !== null,
    images: rows.map(libraryImage),
  };
}
