-- Issue 13, dashboard triggers: each transition row finds its order, payment and line by primary
-- key (LATERAL), whatever the planner guesses of the transition table. A cascade delete runs one
-- statement per parent row, and a plan that hashed all of orders for each (seen at a million
-- orders in the bench) made deleting a few thousand orders take hours.
-- No semicolon in comments or bodies here either: adapter-pg splits the script at every one.

CREATE OR REPLACE FUNCTION dashboard_lines_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, n.item_id, sum(n.quantity)::int, NULL, NULL, 0)::dashboard_delta
    FROM new_rows n CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = n.order_id) o
    GROUP BY o.company_id, dashboard_day(o.created_at), n.item_id))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_lines_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, r.item_id, -sum(r.quantity)::int, NULL, NULL, 0)::dashboard_delta
    FROM old_rows r CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = r.order_id) o
    GROUP BY o.company_id, dashboard_day(o.created_at), r.item_id))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_ledger_added() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, l.item_id, 0, p.method, n.kind, sum(n.amount_cents))::dashboard_delta
    FROM new_rows n
    CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = n.order_id) o
    CROSS JOIN LATERAL (SELECT method FROM payments WHERE id = n.payment_id) p
    LEFT JOIN LATERAL (SELECT item_id FROM order_lines WHERE id = n.order_line_id) l ON true
    GROUP BY o.company_id, dashboard_day(o.created_at), l.item_id, p.method, n.kind))\073
  RETURN NULL\073
END';

CREATE OR REPLACE FUNCTION dashboard_ledger_removed() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM dashboard_book(ARRAY(
    SELECT ROW(o.company_id, dashboard_day(o.created_at), 0, l.item_id, 0, p.method, r.kind, -sum(r.amount_cents))::dashboard_delta
    FROM old_rows r
    CROSS JOIN LATERAL (SELECT company_id, created_at FROM orders WHERE id = r.order_id) o
    CROSS JOIN LATERAL (SELECT method FROM payments WHERE id = r.payment_id) p
    LEFT JOIN LATERAL (SELECT item_id FROM order_lines WHERE id = r.order_line_id) l ON true
    GROUP BY o.company_id, dashboard_day(o.created_at), l.item_id, p.method, r.kind))\073
  RETURN NULL\073
END';
