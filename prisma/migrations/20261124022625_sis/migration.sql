-- CreateEnum
CREATE TYPE "PostbackStatus" AS ENUM ('PENDING', 'SENT', 'FAILED', 'MARKED');

-- CreateTable
CREATE TABLE "company_sis_plugins" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "plugin" TEXT NOT NULL,
    "carrier_item_id" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "company_sis_plugins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "postbacks" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_line_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,
    "plugin" TEXT NOT NULL,
    "status" "PostbackStatus" NOT NULL DEFAULT 'PENDING',
    "memo" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3),
    "curl_log" TEXT,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "postbacks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "company_sis_plugins_carrier_item_id_key" ON "company_sis_plugins"("carrier_item_id");

-- CreateIndex
CREATE UNIQUE INDEX "company_sis_plugins_company_id_plugin_key" ON "company_sis_plugins"("company_id", "plugin");

-- CreateIndex
CREATE UNIQUE INDEX "postbacks_order_line_id_key" ON "postbacks"("order_line_id");

-- CreateIndex
CREATE INDEX "postbacks_status_next_attempt_at_idx" ON "postbacks"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "postbacks_company_id_created_at_idx" ON "postbacks"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "postbacks_order_id_idx" ON "postbacks"("order_id");

-- AddForeignKey
ALTER TABLE "company_sis_plugins" ADD CONSTRAINT "company_sis_plugins_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_sis_plugins" ADD CONSTRAINT "company_sis_plugins_carrier_item_id_fkey" FOREIGN KEY ("carrier_item_id") REFERENCES "items"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "postbacks" ADD CONSTRAINT "postbacks_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

