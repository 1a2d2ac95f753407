-- The partial indexes of item_list_indexes never served a list: Prisma writes the status filter
-- as casts of parameters (a stable function), from which the planner cannot prove a partial
-- index's predicate. Whole indexes, declared in the schema, replace them.
DROP INDEX "items_list_any_type_modified_idx";
DROP INDEX "items_list_any_type_created_idx";
DROP INDEX "items_list_any_type_title_idx";
DROP INDEX "items_list_any_modified_idx";

-- CreateIndex
CREATE INDEX "items_list_type_modified_idx" ON "items"("company_id", "type", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "items_list_type_created_idx" ON "items"("company_id", "type", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "items_list_type_title_idx" ON "items"("company_id", "type", "title", "id");

-- CreateIndex
CREATE INDEX "items_list_modified_idx" ON "items"("company_id", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "items_list_created_idx" ON "items"("company_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "items_list_title_idx" ON "items"("company_id", "title", "id");

