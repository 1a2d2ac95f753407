-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('CARD', 'CASH', 'CHECK');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('SALE', 'TAX', 'SHIPPING', 'FEE');

-- CreateEnum
CREATE TYPE "CheckoutRequestState" AS ENUM ('RUNNING', 'DONE');

-- CreateEnum
CREATE TYPE "CartPurpose" AS ENUM ('TERMINAL', 'PARENT', 'GUEST');

-- A declined attempt is no longer an order (it leaves the cart as it was and is audited);
-- VOIDED is spelled VOID as in CONVENTIONS §7.
DELETE FROM "orders" WHERE "status"::text = 'DECLINED';

-- AlterEnum
BEGIN;
CREATE TYPE "OrderStatus_new" AS ENUM ('PAID', 'PARTIAL', 'REFUNDED', 'VOID');
ALTER TABLE "orders" ALTER COLUMN "status" TYPE "OrderStatus_new" USING ((CASE "status"::text WHEN 'VOIDED' THEN 'VOID' ELSE "status"::text END)::"OrderStatus_new");
ALTER TYPE "OrderStatus" RENAME TO "OrderStatus_old";
ALTER TYPE "OrderStatus_new" RENAME TO "OrderStatus";
DROP TYPE "OrderStatus_old";
COMMIT;

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "suggest_cash_discount" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "settlement_accounts" ADD COLUMN     "accepted_card_brands" TEXT[] DEFAULT ARRAY['visa', 'mc', 'disc', 'amex']::TEXT[];

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "email_receipt" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "fee_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fees_removed" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "payer_city" TEXT,
ADD COLUMN     "payer_country" TEXT,
ADD COLUMN     "payer_postal_code" TEXT,
ADD COLUMN     "payer_state" TEXT,
ADD COLUMN     "payer_street" TEXT,
ADD COLUMN     "payer_street2" TEXT,
ADD COLUMN     "payer_user_id" INTEGER,
ADD COLUMN     "receipt_token_hash" TEXT,
ADD COLUMN     "removed_fee_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "shipping_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "subtotal_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "taken_by_id" INTEGER,
ADD COLUMN     "tax_cents" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "order_lines" ADD COLUMN     "cf_overridden" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "cfs" JSONB NOT NULL DEFAULT '{}',
ADD COLUMN     "item_code" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "mip_code" TEXT,
ADD COLUMN     "settlement_account_id" INTEGER,
ADD COLUMN     "title" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "transient" JSONB;

-- Lines written before this migration take their item's code, title and payee.
UPDATE "order_lines" AS l SET "item_code" = i."code", "title" = i."title", "settlement_account_id" = i."settlement_account_id"
FROM "items" AS i WHERE i."id" = l."item_id";

-- CreateTable
CREATE TABLE "payments" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "card_brand" TEXT,
    "card_last4" TEXT,
    "card_exp_month" INTEGER,
    "card_exp_year" INTEGER,
    "card_entry" TEXT,
    "gateway_token" TEXT,
    "gateway_transaction_id" TEXT,
    "check_number" TEXT,
    "payer_name" TEXT,
    "taken_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ledger_entries" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "payment_id" INTEGER NOT NULL,
    "order_line_id" INTEGER,
    "settlement_account_id" INTEGER,
    "coa_id" INTEGER,
    "kind" "LedgerKind" NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ledger_entries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "checkout_requests" (
    "id" SERIAL NOT NULL,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "state" "CheckoutRequestState" NOT NULL DEFAULT 'RUNNING',
    "http_status" INTEGER,
    "answer" JSONB,
    "order_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "checkout_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "carts" (
    "id" SERIAL NOT NULL,
    "purpose" "CartPurpose" NOT NULL,
    "user_id" INTEGER,
    "guest_key_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "carts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cart_lines" (
    "id" SERIAL NOT NULL,
    "cart_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "student_id" INTEGER,
    "amount_cents" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "cfs" JSONB NOT NULL DEFAULT '{}',
    "cf_overridden" BOOLEAN NOT NULL DEFAULT false,
    "mode" TEXT,
    "manual_id" TEXT,
    "manual_name" TEXT,
    "transient" JSONB,
    "mip_code" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cart_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payments_order_id_idx" ON "payments"("order_id");

-- CreateIndex
CREATE INDEX "ledger_entries_order_id_idx" ON "ledger_entries"("order_id");

-- CreateIndex
CREATE INDEX "ledger_entries_payment_id_idx" ON "ledger_entries"("payment_id");

-- CreateIndex
CREATE INDEX "ledger_entries_settlement_account_id_created_at_idx" ON "ledger_entries"("settlement_account_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "checkout_requests_scope_key_key" ON "checkout_requests"("scope", "key");

-- CreateIndex
CREATE UNIQUE INDEX "carts_guest_key_hash_key" ON "carts"("guest_key_hash");

-- CreateIndex
CREATE UNIQUE INDEX "carts_user_id_purpose_key" ON "carts"("user_id", "purpose");

-- CreateIndex
CREATE INDEX "cart_lines_cart_id_idx" ON "cart_lines"("cart_id");

-- CreateIndex
CREATE INDEX "cart_lines_item_id_idx" ON "cart_lines"("item_id");

-- CreateIndex
CREATE UNIQUE INDEX "orders_receipt_token_hash_key" ON "orders"("receipt_token_hash");

-- CreateIndex
CREATE INDEX "orders_payer_user_id_created_at_idx" ON "orders"("payer_user_id", "created_at");

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_payer_user_id_fkey" FOREIGN KEY ("payer_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_taken_by_id_fkey" FOREIGN KEY ("taken_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_settlement_account_id_fkey" FOREIGN KEY ("settlement_account_id") REFERENCES "settlement_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_taken_by_id_fkey" FOREIGN KEY ("taken_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_settlement_account_id_fkey" FOREIGN KEY ("settlement_account_id") REFERENCES "settlement_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_coa_id_fkey" FOREIGN KEY ("coa_id") REFERENCES "chart_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_fkey" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

