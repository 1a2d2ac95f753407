-- AlterTable
ALTER TABLE "companies" ADD COLUMN     "time_zone" TEXT;


-- ---------------------------------------------------------------------------------------------
-- A time zone per company (CONVENTIONS §11). The dashboard's summary rows count the order's day
-- in its company's zone, no longer the UTC day.
-- No semicolon in comments or bodies: adapter-pg splits the script at every one (see the
-- dashboard migration), so PL/pgSQL bodies are E-strings whose statement ends are \073.
-- ---------------------------------------------------------------------------------------------

-- The zone a company's dates are read in: its own, else the nearest company above that sets one,
-- else the platform default (domain DEFAULT_TIME_ZONE, the same name). The path lists the company's
-- ancestors and itself, root first.
CREATE FUNCTION company_time_zone(company int) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT coalesce((
    SELECT a.time_zone
    FROM companies c
    CROSS JOIN LATERAL unnest(string_to_array(trim(both '/' from c.path), '/')::int[]) WITH ORDINALITY AS p(id, depth)
    JOIN companies a ON a.id = p.id
    WHERE c.id = company AND a.time_zone IS NOT NULL
    ORDER BY p.depth DESC
    LIMIT 1), 'America/Chicago')
$$;

-- The order's day in its company's zone.
CREATE FUNCTION dashboard_day(at timestamptz, company int) RETURNS date
  LANGUAGE sql STABLE PARALLEL SAFE AS $$ SELECT (at AT TIME ZONE company_time_zone(company))::date $$;

CREATE OR REPLACE VIEW dashboard_source_deltas AS
  SELECT o.company_id, dashboard_day(o.created_at, o.company_id) AS day, 1 AS orders, NULL::int AS item_id, 0 AS units,
         NULL::"PaymentMethod" AS method, NULL::"LedgerKind" AS kind, 0::bigint AS amount_cents
  FROM orders o
  UNION ALL
  SELECT o.company_id, dashboard_day(o.created_at, o.company_id), 0, l.item_id, l.quantity, NULL, NULL, 0
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  UNION ALL
  SELECT o.company_id, dashboard_day(o.created_at, o.company_id), 0, l.item_id, 0, p.method, e.kind, e.amount_cents
  FROM ledger_entries e JOIN orders o ON o.id = e.order_id JOIN payments p ON p.id = e.payment_id
  LEFT JOIN order_lines l ON l.id = e.order_line_id;

CREATE OR REPLACE FUNCTION dashboard_orders_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(n.company_id, dashboard_day(n.created_at, n.company_id), count(*)::int, NULL, 0, NULL, NULL, 0)::dashboard_delta
    FROM new_rows n GROUP BY n.company_id, dashboard_day(n.created_at, n.company_id)))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_lines_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at, o.company_id), 0, n.item_id, sum(n.quantity)::int, NULL, NULL, 0)::dashboard_delta
    FROM new_rows n CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = n.order_id) o
    GROUP BY o.company_id, dashboard_day(o.created_at, o.company_id), n.item_id))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_lines_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at, o.company_id), 0, r.item_id, -sum(r.quantity)::int, NULL, NULL, 0)::dashboard_delta
    FROM old_rows r CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = r.order_id) o
    GROUP BY o.company_id, dashboard_day(o.created_at, o.company_id), r.item_id))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_ledger_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at, o.company_id), 0, l.item_id, 0, p.method, n.kind, sum(n.amount_cents))::dashboard_delta
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = n.order_id) o
    CROSS JOIN LATERAL (SELECT method FROM payments WHERE id = n.payment_id) p
    LEFT JOIN LATERAL (SELECT item_id FROM order_lines WHERE id = n.order_line_id) l ON true
    GROUP BY o.company_id, dashboard_day(o.created_at, o.company_id), l.item_id, p.method, n.kind))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_ledger_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at, o.company_id), 0, l.item_id, 0, p.method, r.kind, -sum(r.amount_cents))::dashboard_delta
    FROM old_rows r
    CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = r.order_id) o
    CROSS JOIN LATERAL (SELECT method FROM payments WHERE id = r.payment_id) p
    LEFT JOIN LATERAL (SELECT item_id FROM order_lines WHERE id = r.order_line_id) l ON true
    GROUP BY o.company_id, dashboard_day(o.created_at, o.company_id), l.item_id, p.method, r.kind))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_order_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(SELECT dashboard_order_deltas(OLD.id, OLD.company_id, dashboard_day(OLD.created_at, OLD.company_id), -1)))\073
  RETURN OLD\073
END';

CREATE OR REPLACE FUNCTION dashboard_order_moved() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT d FROM dashboard_order_deltas(OLD.id, OLD.company_id, dashboard_day(OLD.created_at, OLD.company_id), -1) d
    UNION ALL
    SELECT d FROM dashboard_order_deltas(NEW.id, NEW.company_id, dashboard_day(NEW.created_at, NEW.company_id), 1) d))\073
  RETURN NULL\073
END';

DROP TRIGGER dashboard_order_moved ON orders;
CREATE TRIGGER dashboard_order_moved AFTER UPDATE OF company_id, created_at ON orders
  FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION dashboard_order_moved();

DROP FUNCTION dashboard_day(timestamptz);

-- A company's figures booked again from its orders: after its zone (or an ancestor's, which it may
-- take) changed, every order of the subtree may sit on another day.
CREATE FUNCTION dashboard_rebuild(subtree text) RETURNS void LANGUAGE plpgsql AS E'
BEGIN
  DELETE FROM dashboard_days WHERE company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')\073
  DELETE FROM dashboard_item_days WHERE company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')\073
  DELETE FROM dashboard_method_days WHERE company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')\073
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(company_id, day, sum(orders)::int, item_id, sum(units)::int, method, kind, sum(amount_cents))::dashboard_delta
    FROM dashboard_source_deltas
    WHERE company_id IN (SELECT id FROM companies WHERE path LIKE subtree || ''%'')
    GROUP BY company_id, day, item_id, method, kind))\073
END';

CREATE FUNCTION dashboard_zone_changed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_rebuild(NEW.path)\073
  RETURN NULL\073
END';

CREATE TRIGGER dashboard_zone_changed AFTER UPDATE OF time_zone ON companies
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION dashboard_zone_changed();

-- The figures kept so far counted UTC days: booked again in each company's zone.
SELECT dashboard_rebuild('/');
