-- CreateEnum
CREATE TYPE "SeriesStatus" AS ENUM ('ACTIVE', 'STOPPED', 'COMPLETED', 'FAILED');

-- CreateEnum
CREATE TYPE "OccurrenceStatus" AS ENUM ('SCHEDULED', 'RETRYING', 'PAID', 'FAILED', 'CANCELLED');

-- CreateTable
CREATE TABLE "recurring_series" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_line_id" INTEGER NOT NULL,
    "student_id" INTEGER,
    "payer_user_id" INTEGER,
    "payer_name" TEXT NOT NULL,
    "payer_email" TEXT,
    "status" "SeriesStatus" NOT NULL DEFAULT 'ACTIVE',
    "item_code" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "settlement_account_id" INTEGER,
    "coa_id" INTEGER,
    "quantity" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "tax_cents" INTEGER NOT NULL DEFAULT 0,
    "shipping_cents" INTEGER NOT NULL DEFAULT 0,
    "fee_cents" INTEGER NOT NULL DEFAULT 0,
    "total_cents" INTEGER NOT NULL,
    "gateway_token" TEXT NOT NULL,
    "card_brand" TEXT,
    "card_last4" TEXT,
    "card_exp_month" INTEGER,
    "card_exp_year" INTEGER,
    "next_charge_at" TIMESTAMPTZ(3),
    "remaining" INTEGER NOT NULL,
    "stopped_at" TIMESTAMPTZ(3),
    "stopped_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recurring_series_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "series_occurrences" (
    "id" SERIAL NOT NULL,
    "series_id" INTEGER NOT NULL,
    "sequence" INTEGER NOT NULL,
    "due_on" DATE NOT NULL,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL,
    "status" "OccurrenceStatus" NOT NULL DEFAULT 'SCHEDULED',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "order_id" INTEGER,
    "last_error" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "series_occurrences_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "recurring_series_order_line_id_key" ON "recurring_series"("order_line_id");

-- CreateIndex
CREATE INDEX "recurring_series_company_id_created_at_idx" ON "recurring_series"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "recurring_series_payer_user_id_idx" ON "recurring_series"("payer_user_id");

-- CreateIndex
CREATE INDEX "series_occurrences_order_id_idx" ON "series_occurrences"("order_id");

-- CreateIndex
CREATE INDEX "series_occurrences_status_next_attempt_at_idx" ON "series_occurrences"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "series_occurrences_series_id_sequence_key" ON "series_occurrences"("series_id", "sequence");

-- AddForeignKey
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recurring_series" ADD CONSTRAINT "recurring_series_payer_user_id_fkey" FOREIGN KEY ("payer_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_series_id_fkey" FOREIGN KEY ("series_id") REFERENCES "recurring_series"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "series_occurrences" ADD CONSTRAINT "series_occurrences_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;

