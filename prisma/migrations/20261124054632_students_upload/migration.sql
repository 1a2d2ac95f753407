-- AlterTable
ALTER TABLE "students" ADD COLUMN     "active" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "family_id" TEXT,
ADD COLUMN     "food_balance_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "free_reduced" TEXT,
ADD COLUMN     "is_staff" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sis_id" TEXT;

-- CreateTable
CREATE TABLE "parent_contacts" (
    "user_id" INTEGER NOT NULL,
    "street" TEXT,
    "city" TEXT,
    "state" TEXT,
    "postal_code" TEXT,
    "phone" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "parent_contacts_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "students_family_id_idx" ON "students"("family_id");

-- AddForeignKey
ALTER TABLE "parent_contacts" ADD CONSTRAINT "parent_contacts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

