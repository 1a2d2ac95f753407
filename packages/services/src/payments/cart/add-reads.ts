/**
 * Everything one add reads, in ONE named prepared statement on the pool (platform/sql.ts): the
 * item with what the add rules need (company path, sold-out message, custom fields in order,
 * shaped as CART_ITEM_SELECT answers through Prisma, so the same rules judge it), the payer's cart
 * and the units of the item that cart already holds. It replaces a cart lookup, the item's nested
 * Prisma read and the quantity sum: the add was about seven statements, each through Prisma's
 * query compiler, as many as the whole payment (bench/README.md, the checkout bench).
 *
 * Reads only, as before: the rules run on what it answers, then the line is written by one
 * statement (add.ts). Units are taken at checkout, not here, so a stale sum only lets a line into
 * the cart that checkout will refuse as sold out, as the separate reads did.
 */
import type { DbTx } from "@paydesk/db";
import { type HotStatement, readJson, runHot } from "../../platform/sql.ts";
import { guestCartKeyHash } from "./guest-key.ts";
import type { CartItem } from "./payable-item.ts";
import type { CartPayer } from "./payer.ts";

/** The columns of CART_ITEM_SELECT, named and nested as Prisma answers them. */
const ITEM_JSON = `json_build_object('id', i.id, 'code', i.code, 'title', i.title, 'type', i.type, 'status', i.status,
  'isDraft', i.is_draft, 'active', i.active, 'disableGuest', i.disable_guest, 'availableToUsers', i.available_to_users,
  'amountType', i.amount_type, 'amountCents', i.amount_cents, 'quantityAvailable', i.quantity_available,
  'quantitySold', i.quantity_sold, 'settlementAccountId', i.settlement_account_id, 'categoryId', i.category_id,
  'company', json_build_object('path', co.path),
  'soldOutMessage', CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('text', m.text) END,
  'customFields', COALESCE((SELECT json_agg(json_build_object('label', f.label, 'type', f.type, 'isMandatory', f.is_mandatory,
    'defaultValue', f.default_value) ORDER BY f.position) FROM item_custom_fields f WHERE f.item_id = i.id), '[]'::json),
  '_count', json_build_object('targets', (SELECT count(*)::int FROM item_targets t WHERE t.item_id = i.id)))`;

/** $1 the item's id or code, then the cart's owner from $2. */
function addReadStatement(name: string, itemWhere: string, cartWhere: string): HotStatement {
  return {
    name,
    text: `WITH cart AS (SELECT c.id FROM carts c WHERE ${cartWhere})
      SELECT ${ITEM_JSON} AS item,
        (SELECT id FROM cart) AS cart_id,
        COALESCE((SELECT sum(cl.quantity) FROM cart_lines cl WHERE cl.cart_id = (SELECT id FROM cart) AND cl.item_id = i.id), 0)::int AS in_cart
      FROM items i
      JOIN companies co ON co.id = i.company_id
      LEFT JOIN sold_out_messages m ON m.id = i.sold_out_message_id
      WHERE ${itemWhere}`,
  };
}

const FOR_USER = `c.user_id = $2 AND c.purpose = $3::"CartPurpose"`;
const FOR_GUEST = `c.guest_key_hash = $2`;
const STATEMENTS = {
  idUser: addReadStatement("cart_add_read_id_user", "i.id = $1", FOR_USER),
  idGuest: addReadStatement("cart_add_read_id_guest", "i.id = $1", FOR_GUEST),
  codeUser: addReadStatement("cart_add_read_code_user", "i.code = $1", FOR_USER),
  codeGuest: addReadStatement("cart_add_read_code_guest", "i.code = $1", FOR_GUEST),
};

export interface AddFacts {
  /** null: no such item. */
  item: CartItem | null;
  /** The payer's cart, null until their first add. */
  cartId: number | null;
  /** Units of the item already in that cart. */
  inCart: number;
}

interface AddReadRow {
  item: unknown;
  cart_id: number | null;
  in_cart: number;
}

export async function readAddFacts(db: DbTx, payer: CartPayer, where: { id: number } | { code: string }): Promise<AddFacts> {
  const byId = "id" in where;
  const key = byId ? where.id : where.code;
  const [row] =
    payer.purpose === "GUEST"
      ? await runHot<AddReadRow>(db, byId ? STATEMENTS.idGuest : STATEMENTS.codeGuest, [key, payer.guestKey ? guestCartKeyHash(payer.guestKey) : null])
      : await runHot<AddReadRow>(db, byId ? STATEMENTS.idUser : STATEMENTS.codeUser, [key, payer.actor.userId, payer.purpose]);
  if (!row) return { item: null, cartId: null, inCart: 0 };
  return { item: readJson<CartItem>(row.item), cartId: row.cart_id, inCart: row.in_cart };
}
