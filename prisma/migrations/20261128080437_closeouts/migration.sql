-- CreateTable
CREATE TABLE "closeouts" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "time_zone" TEXT NOT NULL,
    "expected_cash_count" INTEGER NOT NULL,
    "expected_cash_cents" INTEGER NOT NULL,
    "expected_check_count" INTEGER NOT NULL,
    "expected_check_cents" INTEGER NOT NULL,
    "expected_checks" JSONB NOT NULL,
    "counted_cash_cents" INTEGER NOT NULL,
    "counted_check_cents" INTEGER NOT NULL,
    "counted_check_count" INTEGER NOT NULL,
    "cash_difference_cents" INTEGER NOT NULL,
    "check_difference_cents" INTEGER NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "closed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closed_by_id" INTEGER,
    "replaces_id" INTEGER,
    "superseded_at" TIMESTAMPTZ(3),

    CONSTRAINT "closeouts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "closeouts_replaces_id_key" ON "closeouts"("replaces_id");

-- CreateIndex
CREATE INDEX "closeouts_company_id_day_idx" ON "closeouts"("company_id", "day");

-- CreateIndex
CREATE INDEX "closeouts_user_id_day_idx" ON "closeouts"("user_id", "day");

-- AddForeignKey
ALTER TABLE "closeouts" ADD CONSTRAINT "closeouts_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "closeouts" ADD CONSTRAINT "closeouts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "closeouts" ADD CONSTRAINT "closeouts_closed_by_id_fkey" FOREIGN KEY ("closed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "closeouts" ADD CONSTRAINT "closeouts_replaces_id_fkey" FOREIGN KEY ("replaces_id") REFERENCES "closeouts"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- One current close-out per staff member, company and day. A recount marks the one it replaces
-- superseded first, in the same transaction, so history rows never collide (hand-written: the Prisma
-- schema language has no partial unique index).
CREATE UNIQUE INDEX "closeouts_one_current_per_day" ON "closeouts"("company_id", "user_id", "day") WHERE "superseded_at" IS NULL;
