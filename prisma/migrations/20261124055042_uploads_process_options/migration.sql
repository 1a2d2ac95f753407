-- AlterTable
ALTER TABLE "upload_batches" ADD COLUMN     "process_options" JSONB;

