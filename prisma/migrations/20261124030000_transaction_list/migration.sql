-- The transactions list (issue 10, services/transactions/list). Written by hand: Prisma's schema
-- language cannot express expression or covering indexes, so they live only here (as the student
-- search's trigram index does).

-- The list's default order (newest first, the id breaking ties) and its keyset paging walk this
-- index backwards. The included columns let the totals of a date range (count and amount) and the
-- subtree and status filters be answered from the index alone, without visiting the table.
CREATE INDEX "orders_created_at_id_idx" ON "orders" ("created_at", "id") INCLUDE ("company_id", "status", "paid_cents");

-- The search box matches the payor's name or e-mail, and an item's code or title, anywhere in the
-- text (ILIKE '%…%'): only a trigram index serves a contains search. One index per table over the
-- columns joined by a space, as the query writes the same expression (one GIN index answers an
-- ILIKE on the joined text, an OR of one per column was not used by the planner for students).
CREATE INDEX "orders_payer_search_trgm_idx" ON "orders" USING gin ((payer_name || ' ' || coalesce(payer_email, '')) gin_trgm_ops);
CREATE INDEX "order_lines_item_search_trgm_idx" ON "order_lines" USING gin ((item_code || ' ' || title) gin_trgm_ops);

-- A card's last four digits typed into the search box: an equality, only for card payments.
CREATE INDEX "payments_card_last4_idx" ON "payments" ("card_last4") WHERE "card_last4" IS NOT NULL;
