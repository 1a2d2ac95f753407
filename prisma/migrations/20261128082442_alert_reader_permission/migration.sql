-- AlterTable
ALTER TABLE "service_alerts" ADD COLUMN     "reader_permission" TEXT;

