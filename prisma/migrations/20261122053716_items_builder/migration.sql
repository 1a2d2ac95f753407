-- CreateEnum
CREATE TYPE "FeeBehaviour" AS ENUM ('DEFAULT', 'ALWAYS_ADD_FLAT', 'ABSORB');

-- CreateEnum
CREATE TYPE "ItemAmountType" AS ENUM ('OPEN', 'AOPEN', 'FIXED');

-- CreateEnum
CREATE TYPE "ItemFeeType" AS ENUM ('NONE', 'FIXED', 'CALCULATED', 'SUGGESTED');

-- CreateEnum
CREATE TYPE "CustomFieldType" AS ENUM ('TEXT', 'TEXTAREA', 'HIDDENTEXT', 'DROPDOWN', 'RADIOS', 'CHECKBOXES');

-- CreateEnum
CREATE TYPE "ItemTargetKind" AS ENUM ('GRADE', 'TEACHER', 'STUDENT', 'SCHOOL', 'DISTRICT', 'GROUP');

-- CreateEnum
CREATE TYPE "RecurringMode" AS ENUM ('DATE', 'INTERVAL');

-- CreateEnum
CREATE TYPE "RecurControl" AS ENUM ('TIMES', 'INDEFINITELY', 'UNTIL');

-- CreateEnum
CREATE TYPE "OrderSource" AS ENUM ('TERMINAL', 'ONLINE');

-- CreateEnum
CREATE TYPE "OrderStatus" AS ENUM ('PAID', 'PARTIAL', 'DECLINED', 'VOIDED');

-- DropIndex
DROP INDEX "items_company_id_status_idx";

-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "default_item_fee_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "default_tax_hundredths" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fee_behaviour" "FeeBehaviour" NOT NULL DEFAULT 'DEFAULT';

-- AlterTable
ALTER TABLE "settlement_accounts" ADD COLUMN     "card_fixed_fee_cents" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "card_rate_hundredths" INTEGER NOT NULL DEFAULT 295;

-- AlterTable
ALTER TABLE "items" ADD COLUMN     "amount_type" "ItemAmountType" NOT NULL DEFAULT 'FIXED',
ADD COLUMN     "available_to_users" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "created_by_id" INTEGER,
ADD COLUMN     "description" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "event_ends_at" TIMESTAMPTZ(3),
ADD COLUMN     "event_location" TEXT,
ADD COLUMN     "event_starts_at" TIMESTAMPTZ(3),
ADD COLUMN     "fee_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "fee_type" "ItemFeeType" NOT NULL DEFAULT 'NONE',
ADD COLUMN     "image_id" INTEGER,
ADD COLUMN     "include_tax" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pnp_calc" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pnp_computed_at" TIMESTAMPTZ(3),
ADD COLUMN     "pulls_data_by_api" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "quantity_available" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "quantity_sold" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "shipping_cents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "shipping_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "sold_out_message_id" INTEGER,
ADD COLUMN     "tax_enabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "tax_rate_hundredths" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "updated_by_id" INTEGER;

-- CreateTable
CREATE TABLE "item_custom_fields" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "additional_info" TEXT NOT NULL DEFAULT '',
    "type" "CustomFieldType" NOT NULL,
    "default_value" TEXT,
    "is_mandatory" BOOLEAN NOT NULL DEFAULT false,
    "options" TEXT[] DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "item_custom_fields_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "item_targets" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "kind" "ItemTargetKind" NOT NULL,
    "value" TEXT,
    "student_id" INTEGER,
    "target_company_id" INTEGER,
    "group_id" INTEGER,

    CONSTRAINT "item_targets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "item_recurrences" (
    "item_id" INTEGER NOT NULL,
    "mode" "RecurringMode" NOT NULL,
    "recurring_day" INTEGER,
    "billing_interval_days" INTEGER,
    "recur_control" "RecurControl" NOT NULL,
    "billing_occurs" INTEGER,
    "available_until" DATE,
    "starts_on" DATE NOT NULL,

    CONSTRAINT "item_recurrences_pkey" PRIMARY KEY ("item_id")
);

-- CreateTable
CREATE TABLE "item_bundle_entries" (
    "bundle_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "item_bundle_entries_pkey" PRIMARY KEY ("bundle_id","item_id")
);

-- CreateTable
CREATE TABLE "sold_out_messages" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sold_out_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "item_rules" (
    "id" SERIAL NOT NULL,
    "item_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "argument_key" TEXT NOT NULL,
    "output_key" TEXT NOT NULL,
    "custom_field_name" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "item_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "images" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "item_paid_statuses" (
    "item_id" INTEGER NOT NULL,
    "student_id" INTEGER NOT NULL,
    "paid" BOOLEAN NOT NULL,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "item_paid_statuses_pkey" PRIMARY KEY ("item_id","student_id")
);

-- CreateTable
CREATE TABLE "orders" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "source" "OrderSource" NOT NULL,
    "status" "OrderStatus" NOT NULL,
    "payer_name" TEXT NOT NULL,
    "payer_email" TEXT,
    "total_cents" INTEGER NOT NULL,
    "paid_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_lines" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,
    "student_id" INTEGER,
    "quantity" INTEGER NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "tax_cents" INTEGER NOT NULL DEFAULT 0,
    "shipping_cents" INTEGER NOT NULL DEFAULT 0,
    "fee_cents" INTEGER NOT NULL DEFAULT 0,
    "total_cents" INTEGER NOT NULL,

    CONSTRAINT "order_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_groups" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "is_smart" BOOLEAN NOT NULL DEFAULT false,
    "rules" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "student_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_group_members" (
    "group_id" INTEGER NOT NULL,
    "student_id" INTEGER NOT NULL,

    CONSTRAINT "student_group_members_pkey" PRIMARY KEY ("group_id","student_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "item_custom_fields_item_id_position_key" ON "item_custom_fields"("item_id", "position");

-- CreateIndex
CREATE INDEX "item_targets_item_id_idx" ON "item_targets"("item_id");

-- CreateIndex
CREATE INDEX "item_targets_student_id_idx" ON "item_targets"("student_id");

-- CreateIndex
CREATE INDEX "item_targets_group_id_idx" ON "item_targets"("group_id");

-- CreateIndex
CREATE INDEX "item_bundle_entries_item_id_idx" ON "item_bundle_entries"("item_id");

-- CreateIndex
CREATE INDEX "sold_out_messages_company_id_idx" ON "sold_out_messages"("company_id");

-- CreateIndex
CREATE INDEX "item_rules_item_id_idx" ON "item_rules"("item_id");

-- CreateIndex
CREATE INDEX "images_company_id_idx" ON "images"("company_id");

-- CreateIndex
CREATE INDEX "item_paid_statuses_student_id_idx" ON "item_paid_statuses"("student_id");

-- CreateIndex
CREATE INDEX "orders_company_id_created_at_idx" ON "orders"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "order_lines_order_id_idx" ON "order_lines"("order_id");

-- CreateIndex
CREATE INDEX "order_lines_item_id_idx" ON "order_lines"("item_id");

-- CreateIndex
CREATE INDEX "order_lines_student_id_idx" ON "order_lines"("student_id");

-- CreateIndex
CREATE UNIQUE INDEX "student_groups_company_id_name_key" ON "student_groups"("company_id", "name");

-- CreateIndex
CREATE INDEX "student_group_members_student_id_idx" ON "student_group_members"("student_id");

-- CreateIndex
CREATE INDEX "items_company_id_status_type_updated_at_idx" ON "items"("company_id", "status", "type", "updated_at" DESC);

-- CreateIndex
CREATE INDEX "items_company_id_status_type_created_at_idx" ON "items"("company_id", "status", "type", "created_at" DESC);

-- CreateIndex
CREATE INDEX "items_company_id_status_type_title_idx" ON "items"("company_id", "status", "type", "title");

-- CreateIndex
CREATE INDEX "items_settlement_account_id_idx" ON "items"("settlement_account_id");

-- AddForeignKey
ALTER TABLE "items" ADD CONSTRAINT "items_sold_out_message_id_fkey" FOREIGN KEY ("sold_out_message_id") REFERENCES "sold_out_messages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "items" ADD CONSTRAINT "items_image_id_fkey" FOREIGN KEY ("image_id") REFERENCES "images"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "items" ADD CONSTRAINT "items_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "items" ADD CONSTRAINT "items_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_custom_fields" ADD CONSTRAINT "item_custom_fields_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_targets" ADD CONSTRAINT "item_targets_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_targets" ADD CONSTRAINT "item_targets_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_targets" ADD CONSTRAINT "item_targets_target_company_id_fkey" FOREIGN KEY ("target_company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_targets" ADD CONSTRAINT "item_targets_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "student_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_recurrences" ADD CONSTRAINT "item_recurrences_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_bundle_entries" ADD CONSTRAINT "item_bundle_entries_bundle_id_fkey" FOREIGN KEY ("bundle_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_bundle_entries" ADD CONSTRAINT "item_bundle_entries_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sold_out_messages" ADD CONSTRAINT "sold_out_messages_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_rules" ADD CONSTRAINT "item_rules_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "images" ADD CONSTRAINT "images_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_paid_statuses" ADD CONSTRAINT "item_paid_statuses_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "item_paid_statuses" ADD CONSTRAINT "item_paid_statuses_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_groups" ADD CONSTRAINT "student_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_group_members" ADD CONSTRAINT "student_group_members_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "student_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_group_members" ADD CONSTRAINT "student_group_members_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "students"("id") ON DELETE CASCADE ON UPDATE CASCADE;

