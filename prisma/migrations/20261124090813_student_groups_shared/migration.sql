-- AlterTable
ALTER TABLE "student_groups" ADD COLUMN     "is_shared" BOOLEAN NOT NULL DEFAULT false;

