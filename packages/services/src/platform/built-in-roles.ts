/**
 * The built-in roles every installation has, demo data or not: the seed writes them before the
 * demo, and the first control administrator (first-admin.ts) before that account.
 */
import type { Db } from "@paydesk/db";
import { BUILT_IN_ROLES } from "@paydesk/domain";

const LAST_BUILT_IN_ID = Math.max(...BUILT_IN_ROLES.map((role) => role.id));

/** The built-in roles 1-4 exist in every database, demo data or not. */
export async function ensureBuiltInRoles(db: Db): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    await db.role.upsert({
      where: { id: role.id },
      create: { id: role.id, name: role.name, isBuiltIn: true, isShared: true, permissions: [...role.permissions] },
      update: { name: role.name, isBuiltIn: true, permissions: [...role.permissions] },
    });
  }
  // The built-in ids were written explicitly: move the sequence past them, only ever forward. Setting
  // it to MAX(id) instead would move it back under a role another instance has drawn an id for but
  // not committed yet, and the next role would draw that id again.
  await db.$executeRawUnsafe(
    `SELECT setval(s.seq, ${LAST_BUILT_IN_ID})
       FROM (SELECT pg_get_serial_sequence('roles', 'id')::regclass AS seq) s
      WHERE COALESCE(pg_sequence_last_value(s.seq), 0) < ${LAST_BUILT_IN_ID}`,
  );
}
