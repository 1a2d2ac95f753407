-- CreateEnum
CREATE TYPE "CollectionSource" AS ENUM ('PARTIAL_ORDER', 'FAILED_CHARGE', 'RETURNED_CHECK');

-- CreateEnum
CREATE TYPE "CollectionResolution" AS ENUM ('COLLECTED', 'WRITTEN_OFF');

-- CreateTable
CREATE TABLE "check_returns" (
    "id" SERIAL NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "memo" TEXT NOT NULL,
    "marked_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "check_returns_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collection_outcomes" (
    "id" SERIAL NOT NULL,
    "source" "CollectionSource" NOT NULL,
    "source_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "resolution" "CollectionResolution" NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "memo" TEXT NOT NULL,
    "resolved_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collection_outcomes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "collection_reminders" (
    "id" SERIAL NOT NULL,
    "source" "CollectionSource" NOT NULL,
    "source_id" INTEGER NOT NULL,
    "to_address" TEXT NOT NULL,
    "sent_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "collection_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "check_returns_payment_id_key" ON "check_returns"("payment_id");

-- CreateIndex
CREATE INDEX "check_returns_company_id_idx" ON "check_returns"("company_id");

-- CreateIndex
CREATE UNIQUE INDEX "collection_outcomes_source_source_id_key" ON "collection_outcomes"("source", "source_id");

-- CreateIndex
CREATE INDEX "collection_reminders_source_source_id_idx" ON "collection_reminders"("source", "source_id");

-- AddForeignKey
ALTER TABLE "check_returns" ADD CONSTRAINT "check_returns_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Written by hand (not in the Prisma schema: Prisma cannot model a partial index). The collections
-- list and the operations home count read the orders still due, and a partial index keeps that read
-- small however many paid orders there are.
CREATE INDEX "orders_partial_due_idx" ON "orders"("company_id") WHERE "status" = 'PARTIAL';
