-- Item lists (spec 2 §2) at 100k items. Written by hand: Prisma 6 cannot declare partial or
-- trigram indexes, and schema-to-schema diffs never see (so never drop) them.
--
-- Status ANY hides the trash and is queried as status IN ('ACTIVE', 'DRAFT'), the predicate of
-- these partial indexes, so each list's page is read in sort order and stops at the page end.
CREATE INDEX "items_list_any_type_modified_idx" ON "items" ("company_id", "type", "updated_at" DESC, "id" DESC) WHERE "status" IN ('ACTIVE', 'DRAFT');
CREATE INDEX "items_list_any_type_created_idx" ON "items" ("company_id", "type", "created_at" DESC, "id" DESC) WHERE "status" IN ('ACTIVE', 'DRAFT');
CREATE INDEX "items_list_any_type_title_idx" ON "items" ("company_id", "type", "title", "id") WHERE "status" IN ('ACTIVE', 'DRAFT');
-- /school/items lists every kind.
CREATE INDEX "items_list_any_modified_idx" ON "items" ("company_id", "updated_at" DESC, "id" DESC) WHERE "status" IN ('ACTIVE', 'DRAFT');

-- Search is a case-insensitive substring of the title or the code (ILIKE '%term%'): trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "items_title_trgm_idx" ON "items" USING gin ("title" gin_trgm_ops);
CREATE INDEX "items_code_trgm_idx" ON "items" USING gin ("code" gin_trgm_ops);
