-- CreateEnum
CREATE TYPE "PromotionChannel" AS ENUM ('FACEBOOK', 'MAIL', 'MARKETING', 'SHORT');

-- CreateEnum
CREATE TYPE "PromotionState" AS ENUM ('SCHEDULED', 'SENDING', 'SENT', 'FAILED', 'CANCELLED');

-- CreateTable
CREATE TABLE "promotion_pages" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "page_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "connected_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_pages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "marketing_lists" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "marketing_lists_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "promotion_posts" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "created_by_id" INTEGER,
    "channel" "PromotionChannel" NOT NULL,
    "item_id" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "subject" TEXT,
    "recipients" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "page_id" TEXT,
    "list_id" INTEGER,
    "with_image" BOOLEAN NOT NULL DEFAULT false,
    "image_id" INTEGER,
    "pay_link" TEXT NOT NULL,
    "state" "PromotionState" NOT NULL,
    "scheduled_at" TIMESTAMPTZ(3),
    "claimed_at" TIMESTAMPTZ(3),
    "sent_at" TIMESTAMPTZ(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error" TEXT,
    "external_id" TEXT,
    "link" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "promotion_posts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "channel_outbox" (
    "id" SERIAL NOT NULL,
    "channel" "PromotionChannel" NOT NULL,
    "company_id" INTEGER,
    "target" TEXT NOT NULL,
    "subject" TEXT,
    "message" TEXT NOT NULL,
    "pay_link" TEXT,
    "image_url" TEXT,
    "idempotency_key" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "channel_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "promotion_pages_company_id_page_id_key" ON "promotion_pages"("company_id", "page_id");

-- CreateIndex
CREATE INDEX "marketing_lists_company_id_name_idx" ON "marketing_lists"("company_id", "name");

-- CreateIndex
CREATE INDEX "promotion_posts_company_id_id_idx" ON "promotion_posts"("company_id", "id" DESC);

-- CreateIndex
CREATE INDEX "promotion_posts_company_id_channel_id_idx" ON "promotion_posts"("company_id", "channel", "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "channel_outbox_idempotency_key_key" ON "channel_outbox"("idempotency_key");

-- CreateIndex
CREATE INDEX "channel_outbox_channel_id_idx" ON "channel_outbox"("channel", "id" DESC);

-- AddForeignKey
ALTER TABLE "promotion_pages" ADD CONSTRAINT "promotion_pages_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "marketing_lists" ADD CONSTRAINT "marketing_lists_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotion_posts" ADD CONSTRAINT "promotion_posts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "promotion_posts" ADD CONSTRAINT "promotion_posts_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "channel_outbox" ADD CONSTRAINT "channel_outbox_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

