-- AlterTable
ALTER TABLE "dashboard_days" ADD COLUMN     "scope_orders" INTEGER NOT NULL DEFAULT 0;


-- ---------------------------------------------------------------------------------------------
-- The dashboard by seller (CONVENTIONS §11: a company sees every order holding a line of its own
-- or of its sites, and its totals count only those lines). A line's units and a ledger row's money
-- are booked under the company selling the line's item (a ledger row without a line stays with the
-- order's company), on the order's day in THAT company's zone. An order counts once for its own
-- company and once for each other company holding a line of it (its sellers, as the transactions
-- list shows it: the order's company and order_sellers).
-- A district sums its subtree's rows, so an order of two of its schools would count twice there:
-- `scope_orders` holds each company's share of the orders such that a subtree's sum counts every
-- order with a seller in it exactly once: each company on the paths from the sellers up to their
-- root books 1 less the number of its children whose subtree holds a seller (a seller with none
-- below it 1, a company on one branch 0, where two branches meet -1), every other company 0.
-- `orders` stays the company's own count (the top schools' leaderboard).
-- No semicolon in comments or bodies: adapter-pg splits the script at every one (see the
-- dashboard migration), so PL/pgSQL bodies are E-strings whose statement ends are \073.
-- ---------------------------------------------------------------------------------------------

ALTER TYPE dashboard_delta ADD ATTRIBUTE scope_orders int;

CREATE OR REPLACE FUNCTION dashboard_book(deltas dashboard_delta[]) RETURNS void LANGUAGE sql AS $$
  WITH d AS (SELECT * FROM unnest(deltas)),
  days AS (
    INSERT INTO dashboard_days AS t (company_id, day, shard, orders, scope_orders, amount_cents, fee_cents)
    SELECT company_id, day, dashboard_shard(), sum(orders), coalesce(sum(scope_orders), 0), sum(amount_cents),
           coalesce(sum(amount_cents) FILTER (WHERE kind = 'FEE'), 0)
    FROM d GROUP BY company_id, day
    HAVING sum(orders) <> 0 OR coalesce(sum(scope_orders), 0) <> 0 OR sum(amount_cents) <> 0
    ORDER BY company_id, day
    ON CONFLICT (company_id, day, shard) DO UPDATE
      SET orders = t.orders + excluded.orders,
          scope_orders = t.scope_orders + excluded.scope_orders,
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

-- An order's sellers, sorted: its own company and the companies of its lines' items, the companies
-- the transactions list shows it to (the order's and order_sellers').
CREATE FUNCTION dashboard_sellers(order_company int, companies int[]) RETURNS int[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(DISTINCT c ORDER BY c) FROM unnest(companies || order_company) c WHERE c IS NOT NULL
$$;

-- The order counts of one order with these sellers, placed at `at`, times `sign`: one order for
-- each seller, and the subtree shares (scope_orders) of the companies on the sellers' paths, each
-- on the order's day in its own zone. A company's path lists its ancestors and itself, root first.
CREATE FUNCTION dashboard_order_counts(sellers int[], at timestamptz, sign int) RETURNS SETOF dashboard_delta
  LANGUAGE sql STABLE AS $$
  WITH chain AS (
    SELECT DISTINCT p.a[i] AS id, p.a[i - 1] AS parent
    FROM companies c
    CROSS JOIN LATERAL (SELECT string_to_array(trim(both '/' from c.path), '/')::int[] AS a) p
    CROSS JOIN LATERAL generate_subscripts(p.a, 1) i
    WHERE c.id = ANY(sellers)
  ), shares AS (
    SELECT v.id, 1 - (SELECT count(*) FROM chain ch WHERE ch.parent = v.id)::int AS share FROM chain v
  )
  SELECT s, dashboard_day(at, s), sign, NULL::int, 0, NULL::"PaymentMethod", NULL::"LedgerKind", 0::bigint, 0
  FROM unnest(sellers) s
  UNION ALL
  SELECT id, dashboard_day(at, id), 0, NULL, 0, NULL, NULL, 0, sign * share FROM shares WHERE share <> 0
$$;

-- Everything one order contributes, times `sign` (a deleted order takes it all back, a moved order
-- takes it back from the old company or day and books it on the new one): its counts under its
-- sellers, each line's units under its item's company, each ledger row's money under its line's
-- item's company (its order's without a line), each on the order's day in that company's zone.
DROP FUNCTION dashboard_order_deltas(int, int, date, int);
CREATE FUNCTION dashboard_order_deltas(order_id int, company_id int, at timestamptz, sign int) RETURNS SETOF dashboard_delta
  LANGUAGE sql STABLE AS $$
  SELECT d.* FROM dashboard_order_counts(dashboard_sellers($2, ARRAY(
      SELECT i.company_id FROM order_lines l JOIN items i ON i.id = l.item_id WHERE l.order_id = $1)), at, sign) d
  UNION ALL
  SELECT i.company_id, dashboard_day(at, i.company_id), 0, l.item_id, sign * l.quantity, NULL, NULL, 0, 0
  FROM order_lines l JOIN items i ON i.id = l.item_id WHERE l.order_id = $1
  UNION ALL
  SELECT c.id, dashboard_day(at, c.id), 0, l.item_id, 0, p.method, e.kind, sign * e.amount_cents, 0
  FROM ledger_entries e JOIN payments p ON p.id = e.payment_id
  LEFT JOIN order_lines l ON l.id = e.order_line_id LEFT JOIN items i ON i.id = l.item_id
  CROSS JOIN LATERAL (SELECT coalesce(i.company_id, $2) AS id) c
  WHERE e.order_id = $1
$$;

-- What the summary tables should hold, recomputed from the orders themselves, order by order with
-- the same function the triggers take orders back with: the rebuild below, and the tests and the
-- bench compare the kept figures with it.
CREATE OR REPLACE VIEW dashboard_source_deltas AS
  SELECT d.company_id, d.day, d.orders, d.item_id, d.units, d.method, d.kind, d.amount_cents, d.scope_orders
  FROM orders o CROSS JOIN LATERAL dashboard_order_deltas(o.id, o.company_id, o.created_at, 1) d;

-- New orders have no line yet: one order for their own company.
CREATE OR REPLACE FUNCTION dashboard_orders_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(n.company_id, dashboard_day(n.created_at, n.company_id), count(*)::int, NULL, 0, NULL, NULL, 0, count(*)::int)::dashboard_delta
    FROM new_rows n GROUP BY n.company_id, dashboard_day(n.created_at, n.company_id)))\073
  RETURN NULL\073
END';

-- New lines: units of their item under its company. An order given a line of another company than
-- its own may gain a seller: its counts move from its former sellers to its new ones. Orders of
-- their own company's items alone, nearly all, skip that.
CREATE OR REPLACE FUNCTION dashboard_lines_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(i.company_id, dashboard_day(o.created_at, i.company_id), 0, n.item_id, sum(n.quantity)::int, NULL, NULL, 0, 0)::dashboard_delta
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT created_at FROM orders WHERE id = n.order_id) o
    CROSS JOIN LATERAL (SELECT company_id FROM items WHERE id = n.item_id) i
    GROUP BY i.company_id, dashboard_day(o.created_at, i.company_id), n.item_id
    UNION ALL
    SELECT d.x FROM (
      SELECT DISTINCT n.order_id FROM new_rows n
      CROSS JOIN LATERAL (SELECT company_id FROM orders WHERE id = n.order_id) o
      CROSS JOIN LATERAL (SELECT company_id FROM items WHERE id = n.item_id) i
      WHERE i.company_id <> o.company_id
    ) m
    CROSS JOIN LATERAL (SELECT id, company_id, created_at FROM orders WHERE id = m.order_id) o
    CROSS JOIN LATERAL (SELECT
      dashboard_sellers(o.company_id, ARRAY(SELECT i.company_id FROM order_lines l JOIN items i ON i.id = l.item_id
        WHERE l.order_id = o.id AND l.id NOT IN (SELECT n.id FROM new_rows n WHERE n.order_id = o.id))) AS before,
      dashboard_sellers(o.company_id, ARRAY(SELECT i.company_id FROM order_lines l JOIN items i ON i.id = l.item_id
        WHERE l.order_id = o.id)) AS after) s
    CROSS JOIN LATERAL (
      SELECT x FROM dashboard_order_counts(s.before, o.created_at, -1) x
      UNION ALL
      SELECT x FROM dashboard_order_counts(s.after, o.created_at, 1) x) d
    WHERE s.before <> s.after))\073
  RETURN NULL\073
END';

-- Lines deleted on their own: their units go back, and an order losing its last line of another
-- company loses that seller. Lines deleted with their order find no order here (it is gone already): the order's
-- BEFORE DELETE trigger took them back.
CREATE OR REPLACE FUNCTION dashboard_lines_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(i.company_id, dashboard_day(o.created_at, i.company_id), 0, r.item_id, -sum(r.quantity)::int, NULL, NULL, 0, 0)::dashboard_delta
    FROM old_rows r
    CROSS JOIN LATERAL (SELECT created_at FROM orders WHERE id = r.order_id) o
    CROSS JOIN LATERAL (SELECT company_id FROM items WHERE id = r.item_id) i
    GROUP BY i.company_id, dashboard_day(o.created_at, i.company_id), r.item_id
    UNION ALL
    SELECT d.x FROM (
      SELECT DISTINCT r.order_id FROM old_rows r
      CROSS JOIN LATERAL (SELECT company_id FROM items WHERE id = r.item_id) i
      WHERE i.company_id <> (SELECT company_id FROM orders WHERE id = r.order_id)
    ) m
    CROSS JOIN LATERAL (SELECT id, company_id, created_at FROM orders WHERE id = m.order_id) o
    CROSS JOIN LATERAL (SELECT
      dashboard_sellers(o.company_id, ARRAY(
        SELECT i.company_id FROM order_lines l JOIN items i ON i.id = l.item_id WHERE l.order_id = o.id
        UNION ALL
        SELECT i.company_id FROM old_rows r JOIN items i ON i.id = r.item_id WHERE r.order_id = o.id)) AS before,
      dashboard_sellers(o.company_id, ARRAY(SELECT i.company_id FROM order_lines l JOIN items i ON i.id = l.item_id
        WHERE l.order_id = o.id)) AS after) s
    CROSS JOIN LATERAL (
      SELECT x FROM dashboard_order_counts(s.before, o.created_at, -1) x
      UNION ALL
      SELECT x FROM dashboard_order_counts(s.after, o.created_at, 1) x) d
    WHERE s.before <> s.after))\073
  RETURN NULL\073
END';

-- New ledger rows (a payment's own rows, or a refund's negative ones): money under their line's
-- item's company (their order's without a line), on the order's day in that company's zone.
CREATE OR REPLACE FUNCTION dashboard_ledger_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(c.id, dashboard_day(o.created_at, c.id), 0, l.item_id, 0, p.method, n.kind, sum(n.amount_cents), 0)::dashboard_delta
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = n.order_id) o
    CROSS JOIN LATERAL (SELECT method FROM payments WHERE id = n.payment_id) p
    LEFT JOIN LATERAL (SELECT item_id FROM order_lines WHERE id = n.order_line_id) l ON true
    LEFT JOIN LATERAL (SELECT company_id FROM items WHERE id = l.item_id) i ON true
    CROSS JOIN LATERAL (SELECT coalesce(i.company_id, o.company_id) AS id) c
    GROUP BY c.id, dashboard_day(o.created_at, c.id), l.item_id, p.method, n.kind))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_ledger_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(c.id, dashboard_day(o.created_at, c.id), 0, l.item_id, 0, p.method, r.kind, -sum(r.amount_cents), 0)::dashboard_delta
    FROM old_rows r
    CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = r.order_id) o
    CROSS JOIN LATERAL (SELECT method FROM payments WHERE id = r.payment_id) p
    LEFT JOIN LATERAL (SELECT item_id FROM order_lines WHERE id = r.order_line_id) l ON true
    LEFT JOIN LATERAL (SELECT company_id FROM items WHERE id = l.item_id) i ON true
    CROSS JOIN LATERAL (SELECT coalesce(i.company_id, o.company_id) AS id) c
    GROUP BY c.id, dashboard_day(o.created_at, c.id), l.item_id, p.method, r.kind))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_order_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(SELECT dashboard_order_deltas(OLD.id, OLD.company_id, OLD.created_at, -1)))\073
  RETURN OLD\073
END';

CREATE OR REPLACE FUNCTION dashboard_order_moved() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT d FROM dashboard_order_deltas(OLD.id, OLD.company_id, OLD.created_at, -1) d
    UNION ALL
    SELECT d FROM dashboard_order_deltas(NEW.id, NEW.company_id, NEW.created_at, 1) d))\073
  RETURN NULL\073
END';

-- A subtree's figures booked again from the orders: those of its companies, or holding a line of
-- one (order_sellers), which are all the orders that book anything under the subtree.
CREATE OR REPLACE FUNCTION dashboard_rebuild(subtree text) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM dashboard_days WHERE company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')\073
  DELETE FROM dashboard_item_days WHERE company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')\073
  DELETE FROM dashboard_method_days WHERE company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')\073
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(d.company_id, d.day, sum(d.orders)::int, d.item_id, sum(d.units)::int, d.method, d.kind, sum(d.amount_cents), sum(d.scope_orders)::int)::dashboard_delta
    FROM orders o CROSS JOIN LATERAL dashboard_order_deltas(o.id, o.company_id, o.created_at, 1) d
    WHERE (o.company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')
           OR o.id IN (SELECT s.order_id FROM order_sellers s JOIN companies c ON c.id = s.company_id WHERE c.path LIKE subtree || ''%''))
      AND d.company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')
    GROUP BY d.company_id, d.day, d.item_id, d.method, d.kind))\073
END';

-- The figures kept so far counted every line under its order's company: booked again by seller.
SELECT dashboard_rebuild('/');
