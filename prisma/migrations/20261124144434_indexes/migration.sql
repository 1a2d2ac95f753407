-- CreateIndex
CREATE INDEX "items_image_id_idx" ON "items"("image_id");

-- CreateIndex
CREATE INDEX "ledger_entries_order_line_id_idx" ON "ledger_entries"("order_line_id");

-- CreateIndex
CREATE INDEX "postbacks_list_created_idx" ON "postbacks"("created_at" DESC, "id" DESC);

