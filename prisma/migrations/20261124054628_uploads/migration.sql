-- CreateEnum
CREATE TYPE "UploadStatus" AS ENUM ('STAGING', 'QUEUED', 'PROCESSING', 'DONE', 'CANCELLED', 'FAILED');

-- CreateTable
CREATE TABLE "upload_batches" (
    "id" SERIAL NOT NULL,
    "table_key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "company_id" INTEGER NOT NULL,
    "created_by" INTEGER NOT NULL,
    "options" JSONB NOT NULL DEFAULT '{}',
    "status" "UploadStatus" NOT NULL DEFAULT 'STAGING',
    "total" INTEGER NOT NULL DEFAULT 0,
    "processed_up_to" BIGINT NOT NULL DEFAULT 0,
    "processed_rows" INTEGER NOT NULL DEFAULT 0,
    "counts" JSONB NOT NULL DEFAULT '{}',
    "error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "upload_batches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "upload_rows" (
    "id" BIGSERIAL NOT NULL,
    "batch_id" INTEGER NOT NULL,
    "row_no" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "errors" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "removed" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "upload_rows_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "upload_batches_table_key_key" ON "upload_batches"("table_key");

-- CreateIndex
CREATE INDEX "upload_batches_status_updated_at_idx" ON "upload_batches"("status", "updated_at");

-- CreateIndex
CREATE INDEX "upload_rows_batch_id_id_idx" ON "upload_rows"("batch_id", "id");

-- AddForeignKey
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upload_batches" ADD CONSTRAINT "upload_batches_created_by_fkey" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upload_rows" ADD CONSTRAINT "upload_rows_batch_id_fkey" FOREIGN KEY ("batch_id") REFERENCES "upload_batches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

