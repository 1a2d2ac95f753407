-- The chart of accounts moves from the company to the settlement account (payee), spec 2 §1.
--
-- Existing accounts move to their company's default payee: the company's oldest settlement
-- account (lowest id). A company that has accounts but no payee gets one, named after the
-- company with reference DEFAULT, so no account is lost.
--
-- An item must be booked to accounts of its own payee. Where an item's account now belongs to
-- another payee (a shared account of a company above, or an item paying into its second payee),
-- the account is copied into the item's payee (same kind, number and name, not shared) unless that
-- payee already has one with the number, and the item points at it. The original accounts stay.
-- Items without a payee keep their accounts until the builder clears them on a payee choice.

-- Step 1: the new column, filled before it becomes required.
ALTER TABLE "chart_accounts" ADD COLUMN "payee_id" INTEGER;

-- Step 2: a default payee for every company with accounts but none.
INSERT INTO "settlement_accounts" ("company_id", "name", "reference", "created_at", "updated_at")
SELECT c."id", c."name", 'DEFAULT', CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM "companies" c
WHERE EXISTS (SELECT 1 FROM "chart_accounts" a WHERE a."company_id" = c."id")
  AND NOT EXISTS (SELECT 1 FROM "settlement_accounts" s WHERE s."company_id" = c."id");

-- Step 3: every account to its company's default payee.
UPDATE "chart_accounts" a
SET "payee_id" = (SELECT min(s."id") FROM "settlement_accounts" s WHERE s."company_id" = a."company_id");

ALTER TABLE "chart_accounts" ALTER COLUMN "payee_id" SET NOT NULL;

-- Step 4: number unique per payee and kind (the copies below rely on it).
DROP INDEX "chart_accounts_company_id_kind_number_key";
CREATE UNIQUE INDEX "chart_accounts_payee_id_kind_number_key" ON "chart_accounts"("payee_id", "kind", "number");

-- Step 5: the company column goes, the payee is the owner.
ALTER TABLE "chart_accounts" DROP CONSTRAINT "chart_accounts_company_id_fkey";
ALTER TABLE "chart_accounts" DROP COLUMN "company_id";
ALTER TABLE "chart_accounts" ADD CONSTRAINT "chart_accounts_payee_id_fkey" FOREIGN KEY ("payee_id") REFERENCES "settlement_accounts"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Step 6: copies of the accounts items use under another payee.
INSERT INTO "chart_accounts" ("payee_id", "number", "name", "is_shared", "kind", "created_at", "updated_at")
SELECT DISTINCT ON (i."settlement_account_id", a."kind", a."number")
       i."settlement_account_id", a."number", a."name", false, a."kind", CURRENT_TIMESTAMP, CURRENT_TIMESTAMP
FROM "items" i
JOIN "chart_accounts" a ON a."id" = i."coa_id" OR a."id" = i."sub_coa_id"
WHERE i."settlement_account_id" IS NOT NULL AND a."payee_id" <> i."settlement_account_id"
ORDER BY i."settlement_account_id", a."kind", a."number", a."id"
ON CONFLICT ("payee_id", "kind", "number") DO NOTHING;

UPDATE "items" i
SET "coa_id" = b."id"
FROM "chart_accounts" a, "chart_accounts" b
WHERE a."id" = i."coa_id" AND a."payee_id" <> i."settlement_account_id"
  AND b."payee_id" = i."settlement_account_id" AND b."kind" = a."kind" AND b."number" = a."number";

UPDATE "items" i
SET "sub_coa_id" = b."id"
FROM "chart_accounts" a, "chart_accounts" b
WHERE a."id" = i."sub_coa_id" AND a."payee_id" <> i."settlement_account_id"
  AND b."payee_id" = i."settlement_account_id" AND b."kind" = a."kind" AND b."number" = a."number";
