-- CreateEnum
CREATE TYPE "MonitorMatchKind" AS ENUM ('INFO', 'ERROR');

-- CreateTable
CREATE TABLE "monitors" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "has_process" BOOLEAN NOT NULL DEFAULT false,
    "process_pattern" TEXT,
    "info_queries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "error_queries" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "contact_email" TEXT,
    "contact2_email" TEXT,
    "level" INTEGER NOT NULL DEFAULT 0,
    "last_run_at" TIMESTAMPTZ(3),
    "last_run_error" TEXT,
    "last_match_at" TIMESTAMPTZ(3),
    "last_match_text" TEXT,
    "last_error_at" TIMESTAMPTZ(3),
    "acknowledged_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "monitors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "monitor_matches" (
    "id" SERIAL NOT NULL,
    "monitor_id" INTEGER NOT NULL,
    "event_key" TEXT NOT NULL,
    "kind" "MonitorMatchKind" NOT NULL,
    "process" TEXT NOT NULL,
    "query" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "event_at" TIMESTAMPTZ(3) NOT NULL,
    "matched_at" TIMESTAMPTZ(3) NOT NULL,
    "emailed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "monitor_matches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "support_contacts" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "support_contacts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "monitors_company_id_idx" ON "monitors"("company_id");

-- CreateIndex
CREATE INDEX "monitor_matches_monitor_id_matched_at_idx" ON "monitor_matches"("monitor_id", "matched_at");

-- CreateIndex
CREATE UNIQUE INDEX "monitor_matches_monitor_id_event_key_key" ON "monitor_matches"("monitor_id", "event_key");

-- CreateIndex
CREATE UNIQUE INDEX "support_contacts_company_id_email_key" ON "support_contacts"("company_id", "email");

-- AddForeignKey
ALTER TABLE "monitors" ADD CONSTRAINT "monitors_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "monitor_matches" ADD CONSTRAINT "monitor_matches_monitor_id_fkey" FOREIGN KEY ("monitor_id") REFERENCES "monitors"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

