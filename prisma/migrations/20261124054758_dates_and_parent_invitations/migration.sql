-- CreateEnum
CREATE TYPE "ImportantDateKind" AS ENUM ('SCHOOL_YEAR', 'TERM', 'HOLIDAY', 'EVENT', 'OTHER');

-- CreateTable
CREATE TABLE "important_dates" (
    "id" SERIAL NOT NULL,
    "company_id" INTEGER NOT NULL,
    "kind" "ImportantDateKind" NOT NULL,
    "title" TEXT NOT NULL,
    "starts_on" DATE NOT NULL,
    "ends_on" DATE,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "important_dates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "parent_invitations" (
    "user_id" INTEGER NOT NULL,
    "last_sent_at" TIMESTAMPTZ(3) NOT NULL,
    "last_sent_by_id" INTEGER,
    "sent_count" INTEGER NOT NULL DEFAULT 1,

    CONSTRAINT "parent_invitations_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "important_dates_company_id_starts_on_idx" ON "important_dates"("company_id", "starts_on");

-- AddForeignKey
ALTER TABLE "important_dates" ADD CONSTRAINT "important_dates_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "parent_invitations" ADD CONSTRAINT "parent_invitations_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

