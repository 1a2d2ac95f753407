-- CreateTable
CREATE TABLE "order_sellers" (
    "order_id" INTEGER NOT NULL,
    "company_id" INTEGER NOT NULL,

    CONSTRAINT "order_sellers_pkey" PRIMARY KEY ("order_id","company_id")
);

-- CreateIndex
CREATE INDEX "order_sellers_company_id_idx" ON "order_sellers"("company_id");

-- AddForeignKey
ALTER TABLE "order_sellers" ADD CONSTRAINT "order_sellers_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- The companies holding a line of an order besides the order's own (mixed orders only), kept by
-- the database so that checkout, pay-the-rest, series, seeds and bulk loads are all covered.
-- A line belongs to its item's company. No semicolon in comments or bodies (adapter-pg splits
-- the script at every one): statement ends in the E-string bodies are written \073.
-- ---------------------------------------------------------------------------------------------

-- New lines: their item's company, when it is not the order's. A statement trigger with a
-- transition table, so a bulk insert costs one statement, and each row finds its item and order
-- by primary key (LATERAL) whatever the planner guesses of the transition table.
CREATE FUNCTION order_sellers_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO order_sellers (order_id, company_id)
  SELECT DISTINCT n.order_id, i.company_id
  FROM new_rows n
  CROSS JOIN LATERAL (SELECT company_id FROM items WHERE id = n.item_id) i
  CROSS JOIN LATERAL (SELECT company_id FROM orders WHERE id = n.order_id) o
  WHERE i.company_id <> o.company_id
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING\073
  RETURN NULL\073
END';

-- An order moved to another company: its other sellers are worked out again.
CREATE FUNCTION order_sellers_moved() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM order_sellers WHERE order_id = NEW.id\073
  INSERT INTO order_sellers (order_id, company_id)
  SELECT DISTINCT NEW.id, i.company_id
  FROM order_lines l JOIN items i ON i.id = l.item_id
  WHERE l.order_id = NEW.id AND i.company_id <> NEW.company_id\073
  RETURN NULL\073
END';

CREATE TRIGGER order_sellers_added AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_sellers_added();
CREATE TRIGGER order_sellers_moved AFTER UPDATE OF company_id ON orders
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id) EXECUTE FUNCTION order_sellers_moved();

-- The orders already there.
INSERT INTO order_sellers (order_id, company_id)
SELECT DISTINCT l.order_id, i.company_id
FROM order_lines l JOIN items i ON i.id = l.item_id JOIN orders o ON o.id = l.order_id
WHERE i.company_id <> o.company_id;
