-- CreateEnum
CREATE TYPE "ChartAccountKind" AS ENUM ('PRIMARY', 'SUB');

-- AlterTable
ALTER TABLE "items" ADD COLUMN     "coa_id" INTEGER,
ADD COLUMN     "sub_coa_id" INTEGER;

-- CreateTable
CREATE TABLE "chart_accounts" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "is_shared" BOOLEAN NOT NULL DEFAULT false,
    "kind" "ChartAccountKind" NOT NULL DEFAULT 'PRIMARY',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "chart_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "chart_accounts_company_id_kind_number_key" ON "chart_accounts"("company_id", "kind", "number");

-- CreateIndex
CREATE INDEX "items_coa_id_idx" ON "items"("coa_id");

-- CreateIndex
CREATE INDEX "items_sub_coa_id_idx" ON "items"("sub_coa_id");

-- AddForeignKey
ALTER TABLE "chart_accounts" ADD CONSTRAINT "chart_accounts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "items" ADD CONSTRAINT "items_coa_id_fkey" FOREIGN KEY ("coa_id") REFERENCES "chart_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "items" ADD CONSTRAINT "items_sub_coa_id_fkey" FOREIGN KEY ("sub_coa_id") REFERENCES "chart_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

