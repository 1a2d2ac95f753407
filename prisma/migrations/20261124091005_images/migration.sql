-- CreateEnum
CREATE TYPE "ImagePlan" AS ENUM ('BASIC', 'PLUS', 'UNLIMITED');

-- CreateEnum
CREATE TYPE "ImageKind" AS ENUM ('LIBRARY', 'LOGO');

-- DropIndex
DROP INDEX "images_company_id_idx";

-- AlterTable
ALTER TABLE "images" ADD COLUMN     "display_data" BYTEA,
ADD COLUMN     "height" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "kind" "ImageKind" NOT NULL DEFAULT 'LIBRARY',
ADD COLUMN     "removal_forced" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "removal_requested_at" TIMESTAMPTZ(3),
ADD COLUMN     "thumb_data" BYTEA,
ADD COLUMN     "width" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "company_image_settings" (
    "company_id" INTEGER NOT NULL,
    "plan" "ImagePlan" NOT NULL DEFAULT 'BASIC',
    "terms_accepted_at" TIMESTAMPTZ(3),
    "terms_accepted_by_id" INTEGER,
    "skin" TEXT NOT NULL DEFAULT 'classic',
    "logo_image_id" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "company_image_settings_pkey" PRIMARY KEY ("company_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "company_image_settings_logo_image_id_key" ON "company_image_settings"("logo_image_id");

-- CreateIndex
CREATE INDEX "images_company_id_kind_idx" ON "images"("company_id", "kind");

-- AddForeignKey
ALTER TABLE "company_image_settings" ADD CONSTRAINT "company_image_settings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_image_settings" ADD CONSTRAINT "company_image_settings_terms_accepted_by_id_fkey" FOREIGN KEY ("terms_accepted_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_image_settings" ADD CONSTRAINT "company_image_settings_logo_image_id_fkey" FOREIGN KEY ("logo_image_id") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Images stored before this migration were PNGs checked by their signature: read their width and
-- height from the IHDR chunk (bytes 16-23, big-endian) so the library shows them.
UPDATE "images"
SET "width" = (get_byte("data", 16) << 24) | (get_byte("data", 17) << 16) | (get_byte("data", 18) << 8) | get_byte("data", 19),
    "height" = (get_byte("data", 20) << 24) | (get_byte("data", 21) << 16) | (get_byte("data", 22) << 8) | get_byte("data", 23)
WHERE "content_type" = 'image/png' AND length("data") >= 24;
