-- CreateTable
CREATE TABLE "dashboard_days" (
    "company_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "shard" SMALLINT NOT NULL,
    "orders" INTEGER NOT NULL DEFAULT 0,
    "amount_cents" BIGINT NOT NULL DEFAULT 0,
    "fee_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "dashboard_days_pkey" PRIMARY KEY ("company_id","day","shard")
);

-- CreateTable
CREATE TABLE "dashboard_item_days" (
    "company_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "item_id" INTEGER NOT NULL,
    "shard" SMALLINT NOT NULL,
    "units" INTEGER NOT NULL DEFAULT 0,
    "amount_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "dashboard_item_days_pkey" PRIMARY KEY ("company_id","day","item_id","shard")
);

-- CreateTable
CREATE TABLE "dashboard_method_days" (
    "company_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "method" "PaymentMethod" NOT NULL,
    "shard" SMALLINT NOT NULL,
    "amount_cents" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "dashboard_method_days_pkey" PRIMARY KEY ("company_id","day","method","shard")
);

-- CreateTable
CREATE TABLE "dashboard_tweets" (
    "id" SERIAL NOT NULL,
    "message" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dashboard_tweets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dashboard_days_day_idx" ON "dashboard_days"("day");

-- CreateIndex
CREATE INDEX "dashboard_item_days_day_idx" ON "dashboard_item_days"("day");

-- CreateIndex
CREATE INDEX "dashboard_method_days_day_idx" ON "dashboard_method_days"("day");

-- CreateIndex
CREATE INDEX "dashboard_tweets_active_position_idx" ON "dashboard_tweets"("active", "position");


-- ---------------------------------------------------------------------------------------------
-- Issue 13: the dashboard’s figures are kept by the database as orders, lines and ledger rows
-- arrive, whichever code writes them (checkout, pay-the-rest, series charges, refunds, seeds,
-- bulk loads), so a widget reads a few hundred summary rows instead of a million orders.
-- ARCHITECTURE "Dashboard" says why triggers and how each figure is defined.
-- The migration runner (adapter-pg’s executeScript) splits a script at EVERY semicolon, comments and
-- function bodies included: so no comment here holds one, and the PL/pgSQL bodies are E-strings
-- whose statement ends are written \073 (an octal semicolon).
-- ---------------------------------------------------------------------------------------------

-- Days are UTC calendar days of the ORDER (companies keep no time zone yet: the transactions
-- list counts the same way), so a refund or a later payment moves the order’s own day.
CREATE FUNCTION dashboard_day(at timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;

-- The writing session’s slot. Concurrent transactions run in different sessions, so they update
-- different summary rows instead of queuing on one row lock until their commit.
CREATE FUNCTION dashboard_shard() RETURNS smallint
  LANGUAGE sql STABLE AS $$ SELECT (pg_backend_pid() % 16)::smallint $$;

-- One change to the figures, already resolved to the order’s company and day: orders placed,
-- units of an item bought, or money booked (a ledger row: its line’s item, its payment’s method).
CREATE TYPE dashboard_delta AS (
  company_id int,
  day date,
  orders int,
  item_id int,
  units int,
  method "PaymentMethod",
  kind "LedgerKind",
  amount_cents bigint
);

-- Adds changes to the three summary tables. Rows are upserted in key order so two sessions that
-- ever share a slot take their row locks in the same order.
CREATE FUNCTION dashboard_book(deltas dashboard_delta[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (SELECT * FROM unnest(deltas)),
  days AS (
    INSERT INTO dashboard_days AS t (company_id, day, shard, orders, amount_cents, fee_cents)
    SELECT company_id, day, dashboard_shard(), sum(orders), sum(amount_cents),
           coalesce(sum(amount_cents) FILTER (WHERE kind = 'FEE'), 0)
    FROM d GROUP BY company_id, day
    HAVING sum(orders) <> 0 OR sum(amount_cents) <> 0
    ORDER BY company_id, day
    ON CONFLICT (company_id, day, shard) DO UPDATE
      SET orders = t.orders + excluded.orders,
          amount_cents = t.amount_cents + excluded.amount_cents,
          fee_cents = t.fee_cents + excluded.fee_cents
  ), items AS (
    INSERT INTO dashboard_item_days AS t (company_id, day, item_id, shard, units, amount_cents)
    SELECT company_id, day, item_id, dashboard_shard(), sum(units),
           coalesce(sum(amount_cents) FILTER (WHERE kind = 'SALE'), 0)
    FROM d WHERE item_id IS NOT NULL GROUP BY company_id, day, item_id
    HAVING sum(units) <> 0 OR coalesce(sum(amount_cents) FILTER (WHERE kind = 'SALE'), 0) <> 0
    ORDER BY company_id, day, item_id
    ON CONFLICT (company_id, day, item_id, shard) DO UPDATE
      SET units = t.units + excluded.units, amount_cents = t.amount_cents + excluded.amount_cents
  )
  INSERT INTO dashboard_method_days AS t (company_id, day, method, shard, amount_cents)
  SELECT company_id, day, method, dashboard_shard(), sum(amount_cents)
  FROM d WHERE method IS NOT NULL GROUP BY company_id, day, method
  HAVING sum(amount_cents) <> 0
  ORDER BY company_id, day, method
  ON CONFLICT (company_id, day, method, shard) DO UPDATE SET amount_cents = t.amount_cents + excluded.amount_cents
$$;

-- Everything one order contributes, under a given company and day, times `sign` (a deleted order
-- takes it all back, a moved order takes it back from the old day and books it on the new one).
CREATE FUNCTION dashboard_order_deltas(order_id int, company_id int, day date, sign int) RETURNS SETOF dashboard_delta
  LANGUAGE sql STABLE AS $$
  SELECT company_id, day, sign, NULL::int, 0, NULL::"PaymentMethod", NULL::"LedgerKind", 0::bigint
  UNION ALL
  SELECT company_id, day, 0, l.item_id, sign * l.quantity, NULL, NULL, 0 FROM order_lines l WHERE l.order_id = $1
  UNION ALL
  SELECT company_id, day, 0, l.item_id, 0, p.method, e.kind, sign * e.amount_cents
  FROM ledger_entries e JOIN payments p ON p.id = e.payment_id LEFT JOIN order_lines l ON l.id = e.order_line_id
  WHERE e.order_id = $1
$$;

-- What the summary tables should hold, recomputed from the orders themselves: the backfill below,
-- and the tests and the bench compare the kept figures with it.
CREATE VIEW dashboard_source_deltas AS
  SELECT o.company_id, dashboard_day(o.created_at) AS day, 1 AS orders, NULL::int AS item_id, 0 AS units,
         NULL::"PaymentMethod" AS method, NULL::"LedgerKind" AS kind, 0::bigint AS amount_cents
  FROM orders o
  UNION ALL
  SELECT o.company_id, dashboard_day(o.created_at), 0, l.item_id, l.quantity, NULL, NULL, 0
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  UNION ALL
  SELECT o.company_id, dashboard_day(o.created_at), 0, l.item_id, 0, p.method, e.kind, e.amount_cents
  FROM ledger_entries e JOIN orders o ON o.id = e.order_id JOIN payments p ON p.id = e.payment_id
  LEFT JOIN order_lines l ON l.id = e.order_line_id;

-- New orders: one more order on their day.
CREATE FUNCTION dashboard_orders_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(n.company_id, dashboard_day(n.created_at), count(*)::int, NULL, 0, NULL, NULL, 0)::dashboard_delta
    FROM new_rows n GROUP BY n.company_id, dashboard_day(n.created_at)))\073
  RETURN NULL\073
END';

-- New lines: units of their item on their order’s day.
CREATE FUNCTION dashboard_lines_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, n.item_id, sum(n.quantity)::int, NULL, NULL, 0)::dashboard_delta
    FROM new_rows n JOIN orders o ON o.id = n.order_id
    GROUP BY o.company_id, dashboard_day(o.created_at), n.item_id))\073
  RETURN NULL\073
END';

-- Lines deleted on their own: their units go back. Lines deleted with their order find no order
-- here (it is gone already): the order’s BEFORE DELETE trigger took them back.
CREATE FUNCTION dashboard_lines_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, r.item_id, -sum(r.quantity)::int, NULL, NULL, 0)::dashboard_delta
    FROM old_rows r JOIN orders o ON o.id = r.order_id
    GROUP BY o.company_id, dashboard_day(o.created_at), r.item_id))\073
  RETURN NULL\073
END';

-- New ledger rows (a payment’s own rows, or a refund’s negative ones): money on the order’s day,
-- by item (its line’s) and method (its payment’s).
CREATE FUNCTION dashboard_ledger_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, l.item_id, 0, p.method, n.kind, sum(n.amount_cents))::dashboard_delta
    FROM new_rows n JOIN orders o ON o.id = n.order_id JOIN payments p ON p.id = n.payment_id
    LEFT JOIN order_lines l ON l.id = n.order_line_id
    GROUP BY o.company_id, dashboard_day(o.created_at), l.item_id, p.method, n.kind))\073
  RETURN NULL\073
END';

-- Ledger rows deleted on their own (never by the app, rows deleted with their order or payment
-- are taken back by the order’s trigger or find nothing to join).
CREATE FUNCTION dashboard_ledger_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, l.item_id, 0, p.method, r.kind, -sum(r.amount_cents))::dashboard_delta
    FROM old_rows r JOIN orders o ON o.id = r.order_id JOIN payments p ON p.id = r.payment_id
    LEFT JOIN order_lines l ON l.id = r.order_line_id
    GROUP BY o.company_id, dashboard_day(o.created_at), l.item_id, p.method, r.kind))\073
  RETURN NULL\073
END';

-- An order deleted: everything it contributed, while its lines and ledger rows still exist.
CREATE FUNCTION dashboard_order_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(SELECT dashboard_order_deltas(OLD.id, OLD.company_id, dashboard_day(OLD.created_at), -1)))\073
  RETURN OLD\073
END';

-- An order moved to another company or day: taken back from the old, booked on the new.
CREATE FUNCTION dashboard_order_moved() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT d FROM dashboard_order_deltas(OLD.id, OLD.company_id, dashboard_day(OLD.created_at), -1) d
    UNION ALL
    SELECT d FROM dashboard_order_deltas(NEW.id, NEW.company_id, dashboard_day(NEW.created_at), 1) d))\073
  RETURN NULL\073
END';

-- Statement triggers with transition tables: a bulk insert (a seed, a bench load) books once per
-- statement, grouped, instead of once per row.
CREATE TRIGGER dashboard_orders_added AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_orders_added();
CREATE TRIGGER dashboard_lines_added AFTER INSERT ON order_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_added();
CREATE TRIGGER dashboard_lines_removed AFTER DELETE ON order_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_lines_removed();
CREATE TRIGGER dashboard_ledger_added AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_ledger_added();
CREATE TRIGGER dashboard_ledger_removed AFTER DELETE ON ledger_entries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_ledger_removed();
CREATE TRIGGER dashboard_order_removed BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION dashboard_order_removed();
CREATE TRIGGER dashboard_order_moved AFTER UPDATE OF company_id, created_at ON orders
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR dashboard_day(OLD.created_at) <> dashboard_day(NEW.created_at))
  EXECUTE FUNCTION dashboard_order_moved();

-- The orders already there.
SELECT dashboard_book(ARRAY(
  SELECT ROW(company_id, day, sum(orders)::int, item_id, sum(units)::int, method, kind, sum(amount_cents))::dashboard_delta
  FROM dashboard_source_deltas GROUP BY company_id, day, item_id, method, kind));
