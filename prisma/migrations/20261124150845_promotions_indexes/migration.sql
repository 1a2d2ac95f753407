-- CreateIndex
CREATE INDEX "promotion_posts_item_id_idx" ON "promotion_posts"("item_id");

-- CreateIndex
CREATE INDEX "promotion_posts_state_idx" ON "promotion_posts"("state");

